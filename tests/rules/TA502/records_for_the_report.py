# filename: tests/conftest.py
import pytest

SERVER_VERSIONS = {}
SEEN_SETTINGS = {}


@pytest.fixture(autouse=True, scope="session")
def record_server_versions(cache_client, queue_client):
    # Read only to be written into a record that only pytest's hook reads.
    cache_version = cache_client.version()
    queue_stats = queue_client.stats()
    SERVER_VERSIONS["cache"] = cache_version
    SERVER_VERSIONS["queue"] = {
        key.decode(): value for key, value in queue_stats.items()
    }


@pytest.fixture(autouse=True)
def record_and_arrange(queue_client):  # TA502
    # The record is for the report, but purging the queue arranges.
    SERVER_VERSIONS["purged"] = queue_client.purge()


@pytest.fixture(autouse=True)
def record_what_a_test_reads(settings_client):  # TA502
    # A test reads this record: it is state the tests start from.
    SEEN_SETTINGS["debug"] = settings_client.fetch("debug")


def test_debug_is_off():
    assert SEEN_SETTINGS["debug"] is False


def pytest_report_header(config):
    return [f"{name}: {version}" for name, version in SERVER_VERSIONS.items()]
