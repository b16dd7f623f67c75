import pytest

RUN_INFO = {}


@pytest.fixture
def server_info(server):
    version = server.version()
    RUN_INFO["server"] = version


def pytest_report_header(config):
    return [f"{key}: {value}" for key, value in RUN_INFO.items()]
