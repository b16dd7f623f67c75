import pytest


@pytest.fixture(autouse=True)
def with_server_info(server_info):
    # Requested for its side effect, but that fixture only records what it
    # reads for the report: nothing is arranged for the test.
    pass


@pytest.fixture(autouse=True)
def with_server(server):  # TA502
    pass


def test_ping(server):
    assert server.ping()
