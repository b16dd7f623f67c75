from unittest import mock

from shop.client import Client


class FakeConnection:
    def urlopen(self, method, url):
        return b"{}"


@mock.patch("urllib3.PoolManager")
def test_client_reads_through_the_pool(pool_manager):
    # A library's class given the test's own fake to build: a spec would
    # only shape the constructor call.
    pool_manager.return_value = FakeConnection()
    assert Client("localhost").get("/") == {}


@mock.patch("shop.pool.Pool")  # TA602
def test_client_reads_through_the_projects_pool(pool):
    # The project's own class: its constructor's signature can drift.
    pool.return_value = FakeConnection()
    assert Client("localhost").get("/") == {}


def test_library_class_told_what_to_build_at_the_patch():
    connection = FakeConnection()
    with mock.patch("urllib3.PoolManager", return_value=connection):
        assert Client("localhost").get("/") == {}
    with mock.patch("urllib3.PoolManager", side_effect=[OSError("refused"), connection]):
        assert Client("localhost").get("/") == {}


def test_library_class_told_what_to_build_in_place():
    # The stand-in made right where the patch takes it is the same as one
    # bound to a name first: Python's own object, told what to be.
    with mock.patch("subprocess.Popen", return_value=mock.MagicMock(pid=4321, returncode=None)):
        assert Client("localhost").spawn_worker() == 4321


def test_project_class_told_what_to_build_in_place():
    with mock.patch("shop.pool.Pool", return_value=mock.MagicMock(size=4)):  # TA602
        assert Client("localhost").pool_size() == 4
