import os
import asyncio
import threading
import platform
import shutil
import tempfile
import warnings

import shop.settings
from shop import display, settings

import pytest


@pytest.fixture
def restore_environment():
    saved = dict(os.environ)
    yield
    os.environ.clear()
    os.environ.update(saved)


@pytest.fixture
def start_server():
    server = object()
    os.environ["SERVER"] = "on"
    yield server


@pytest.fixture(autouse=True)
def _environment_is_put_back(restore_environment):
    pass


@pytest.fixture(autouse=True)
def _server_for_everyone(start_server):  # TA502
    pass


class BaseSuite:
    @pytest.fixture(autouse=True)
    def backend(self):
        raise NotImplementedError("subclasses provide the backend")


@pytest.fixture(autouse=True)
def no_thread_leaks():
    before = threading.active_count()
    yield
    assert threading.active_count() == before


@pytest.fixture(autouse=True)
def logged_in(client):  # TA502
    token = client.login("admin")
    yield
    client.logout(token)


@pytest.fixture(autouse=True)
def queue_folder(tmp_path):
    # Only works a value out and yields it: a test gets it by asking for it.
    folder = str(tmp_path / "queue")
    yield folder


@pytest.fixture(autouse=True)
def started_queue(tmp_path):  # TA502
    queue = open_queue(str(tmp_path / "queue"))
    yield queue


@pytest.fixture(autouse=True)
def _files_left_as_they_are(monkeypatch):
    # The module's own value written back: nothing changes.
    monkeypatch.setattr(shop.settings, "SEARCH_PATHS", settings.SEARCH_PATHS)


@pytest.fixture(autouse=True)
def _settings_saved_and_put_back(monkeypatch, tmp_path):
    # monkeypatch and tmp_path requested but unused: pytest's fixtures that
    # change nothing until they are used.
    saved = shop.settings.SEARCH_PATHS
    yield
    shop.settings.SEARCH_PATHS = saved


@pytest.fixture(autouse=True)
def _output_captured_for_every_test(capsys):  # TA502
    yield


@pytest.fixture(autouse=True)
def _files_emptied(monkeypatch):  # TA502
    monkeypatch.setattr(shop.settings, "SEARCH_PATHS", [])


@pytest.fixture(autouse=True)
def _lookups_forgotten():
    # The cache functools keeps for a function, emptied: every test starts cold.
    settings.find_python.cache_clear()


class MaintenanceTests:
    # A base class: its fixtures run for the tests of the classes that
    # inherit it.
    @pytest.fixture(autouse=True)
    def bookkeeping(self):
        # Empty slots on the test's own instance, filled by tests and read by
        # the teardown: nothing is set up.
        self.pending_tasks = []
        self._client: object = None
        yield
        for task in self.pending_tasks:
            task.cancel()

    @pytest.fixture(autouse=True)
    def server_started(self):  # TA502
        self.server = settings.start_server()
        yield
        self.server.stop()

    def test_nothing_pending(self):
        assert settings.pending() == []


class TestMaintenance(MaintenanceTests):
    pass


class DrainerTests:
    def test_drains_once(self):
        assert self.drainer.drain() == 1


class TestGeventDrainer(DrainerTests):
    @pytest.fixture(autouse=True)
    def setup_drainer(self):
        # The inherited tests read what the class's own factory builds: a
        # setUp in pytest's dress.
        pytest.importorskip("gevent")
        self.drainer = self.get_drainer("gevent")

    def get_drainer(self, kind):
        return settings.Drainer(kind)


class TestEventletDrainer(DrainerTests):
    # A test class's own fixture is its setUp, whatever it does: TA501's.
    @pytest.fixture(autouse=True)
    def setup_drainer(self):
        self.drainer = self.get_drainer("eventlet")
        self.drainer.start_hub()

    def get_drainer(self, kind):
        return settings.Drainer(kind)


@pytest.fixture(autouse=True)
def no_thread_outlives_its_test():
    running = frozenset(threading.enumerate())
    yield
    leaked = frozenset(threading.enumerate()) - running
    assert not leaked


@pytest.fixture(autouse=True)
def no_task_outlives_its_test():
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        yield
        return
    pending = asyncio.all_tasks(loop)
    yield
    leftover = asyncio.all_tasks(loop) - pending
    if leftover:
        loop.run_until_complete(asyncio.wait(leftover))
    assert not leftover


@pytest.fixture(autouse=True)
def started_worker():  # TA502
    worker = threading.Thread(target=print)
    worker.start()
    yield
    worker.join()


@pytest.fixture(autouse=True, params=["legacy", "backtracking"])
def resolver(request, monkeypatch):
    # Every test runs once with each resolver: a matrix meant for all.
    monkeypatch.setattr(settings, "RESOLVER", request.param)


@pytest.fixture(autouse=True)
def _deprecations_silenced():
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=DeprecationWarning, module="shop.legacy")
        yield


@pytest.fixture(autouse=True)
def _deprecations_made_errors():  # TA502
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        yield


@pytest.fixture(scope="session", autouse=True)
def _user_config_kept_out(tmpdir_factory):
    # The developer's own configuration stays out of the run: a folder
    # only this fixture knows.
    os.environ["XDG_CONFIG_HOME"] = str(tmpdir_factory.mktemp("config"))


@pytest.fixture(scope="session", autouse=True)
def _user_cache_kept_out(tmp_path_factory):
    cache = tmp_path_factory.mktemp("cache")
    with pytest.MonkeyPatch.context() as patcher:
        patcher.setenv("SHOP_CACHE_DIR", str(cache))
        yield


@pytest.fixture(scope="session", autouse=True)
def _home_in_a_fresh_folder(tmp_path_factory):
    home = tmp_path_factory.mktemp("mock") / "home"
    home.mkdir()
    patcher = pytest.MonkeyPatch()
    patcher.setenv("HOME", str(home))
    yield
    patcher.undo()


@pytest.fixture(autouse=True)
def _home_under_the_tests_folder(tmp_path, monkeypatch):  # TA502
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))


@pytest.fixture(autouse=True)
def _home_in_the_tests_folder(tmp_path, monkeypatch):  # TA502
    # Each test gets this same tmp_path, and may write its config there.
    monkeypatch.setenv("HOME", str(tmp_path))


@pytest.fixture(autouse=True)
def only_checks_the_machine(request):
    platform.system() == "Linux" and request.getfixturevalue("backend") == "xlib"
    assert not os.path.exists("/tmp/stale.lock")


@pytest.fixture(autouse=True)
def reset_afterwards_where_needed(request):
    should_reset = platform.system() == "Linux" and shutil.which("xvfb-run") is not None
    yield
    if should_reset:
        display.reset()


@pytest.fixture(autouse=True)
def starts_the_display_when_asked(request):  # TA502
    platform.system() == "Linux" and display.start()


@pytest.fixture(autouse=True)
def scratch_folder():
    with tempfile.TemporaryDirectory() as folder:
        yield folder


@pytest.fixture(autouse=True)
def scratch_folder_as_the_working_directory(monkeypatch):  # TA502
    with tempfile.TemporaryDirectory() as folder:
        monkeypatch.chdir(folder)
        yield folder


@pytest.fixture(scope="session", autouse=True)
def warn_about_stray_settings():
    for name in os.environ:
        if name.startswith("SHOP_"):
            warnings.warn(f"{name} is set and may change what the tests see")


@pytest.fixture(autouse=True)
def stray_settings_cleared(monkeypatch):  # TA502
    for name in list(os.environ):
        if name.startswith("SHOP_"):
            monkeypatch.setenv(name, "")


_runs = 0
_label = "fresh"


@pytest.fixture(autouse=True)
def runs_counted_from_zero():
    global _runs
    _runs = 0


@pytest.fixture(autouse=True)
def label_changed_for_every_test():  # TA502
    global _label
    _label = "stale"


@pytest.fixture(autouse=True)
def fake_open():
    written = {}

    def open_for_the_test(path, mode="r"):
        written[path] = mode
        return None

    open_for_the_test.written = written
    return open_for_the_test


@pytest.fixture(autouse=True)
def helper_given_to_the_settings():  # TA502
    def notify(event):
        return event

    settings.notifier = notify
    return notify
