import pytest

from tests.support import fail_if_down


@pytest.fixture(scope="module", autouse=True)
@fail_if_down
def ensure_connection():
    from cachestore import Client

    client = Client()
    try:
        client.info()
    finally:
        client.close()


@pytest.fixture(autouse=True)
def probe_or_skip():
    import cachestore

    try:
        cachestore.Client().ping()
    except OSError:
        pytest.skip("the cache service is not running")


@pytest.fixture(autouse=True)
@fail_if_down
def flush_before_each_test():  # TA502
    from cachestore import Client

    client = Client()
    client.flushall()
    yield client


@pytest.fixture(autouse=True)
def probe_without_a_gate():  # TA502
    from cachestore import Client

    client = Client()
    client.info()


def test_reads_back(store):
    store.put("key", 1)
    assert store.get("key") == 1


@pytest.fixture(autouse=True)
def supported_or_skip(backend_class, url):
    from cachestore import connect

    store = connect(url)
    try:
        backend_class(store)
    except NotImplementedError:
        return pytest.skip(f"{backend_class.__name__} cannot use {url}")


@pytest.fixture(autouse=True)
def registers_without_a_gate(registry, url):  # TA502
    from cachestore import connect

    store = connect(url)
    registry(store)


@pytest.fixture(scope="module", autouse=True)
def connectable_or_skip():
    import cachestore

    try:
        client = cachestore.Client()
        reachable = cachestore.Probe.reachable(client)
        if not reachable:
            pytest.skip(str(reachable))
    except OSError as error:
        pytest.skip(f"no cache client: {error}")


@pytest.fixture(scope="module", autouse=True)
def connected_for_every_test():  # TA502
    import cachestore

    try:
        client = cachestore.Client()
        reachable = cachestore.Probe.reachable(client)
        if reachable:
            cachestore.DEFAULT_CLIENT = client
    except OSError as error:
        pytest.skip(f"no cache client: {error}")
