"""A patch that only changes what one call does has no interface to drift
from; a patch of the project's own code still needs its spec."""
import os
import random
import socket
import time
import unittest
from unittest import mock
from unittest.mock import MagicMock, Mock, patch

import pytest
from grappa import should
import cares

from shop import loader as shop_loader
from shop.diffing import Level, diff
from shop.loader import render


def test_tripwire_raises(loader):
    with patch("shop.loader.fetch_remote", side_effect=RuntimeError("must stay offline")):
        assert loader.load_cached("a") == "cached"


def test_tripwire_instance(loader):
    with patch.object(os, "stat", side_effect=PermissionError(13, "denied")):
        assert loader.readable("x") is False


async def test_awaited_tripwire(loader):
    with patch.object(
        shop_loader, "fetch_remote", new_callable=mock.AsyncMock, side_effect=OSError("offline"),
    ):
        assert await loader.load_async("a") == "cached"


async def test_awaited_stub_of_the_projects_code(loader):
    with patch.object(  # TA602
        shop_loader, "fetch_remote", new_callable=mock.AsyncMock, return_value=b"data",
    ):
        assert await loader.load_async("a") == "data"


def test_spy_keeps_the_original(loader):
    with patch("shop.loader.parse", side_effect=shop_loader.parse) as parse:
        loader.load("a")
    parse.assert_called_once()
    with patch("shop.loader.render", side_effect=render) as rendered:
        loader.show("a")
    rendered.assert_called_once()


def test_standard_library_stubs(scheduler):
    with patch("time.time", return_value=0.0), patch.object(random, "random", return_value=0):
        assert scheduler.jitter() == 0


def test_a_dunder_builtin_stubbed_with_side_effect(loader):
    real_import = __import__

    def no_yaml(name, *args, **kwargs):
        if name == "yaml":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    with patch("builtins.__import__", side_effect=no_yaml):
        assert loader.formats() == ["json"]


def test_project_callable_stub_as_replacement(clock):
    with patch("shop.clock.local_zone", Mock(return_value="UTC")):  # TA602
        assert clock.zone() == "UTC"


def test_project_function_stub_needs_a_spec(loader):
    with patch("shop.loader.fetch_remote", return_value=b"{}"):  # TA602
        assert loader.load("a") == {}


def test_standard_library_class_configured_later(client):
    with mock.patch("socket.socket") as sock:  # TA602
        sock.return_value.recv.return_value = b"pong"
        assert client.ping() == "pong"


def test_replacement_configured_as_an_object(loader):
    with patch("shop.loader.session", Mock(status=200)):  # TA602
        assert loader.ok()


def test_standard_library_stub_as_replacement(loader):
    with patch("os.getcwd", Mock(return_value="/srv")):
        assert loader.root() == "/srv"


def test_side_effects_of_every_shape(loader, errors):
    with patch("shop.loader.fetch", side_effect=errors[0]):  # TA602
        loader.load("a")
    with patch("shop.loader.fetch", side_effect=lambda key: key.upper()):  # TA602
        loader.load("b")
    with patch("shop.loader.fetch", side_effect=[b"one", OSError()]):  # TA602
        loader.load("c")


@patch("time.sleep")
@patch("ssl.create_default_context")
def test_standard_library_stub_configured_after_the_patch(create_context, sleep, client):
    context = object()
    create_context.return_value = context
    client.connect()
    create_context.assert_called_once_with(cafile=None)
    assert sleep.call_count == 0


def test_standard_library_stub_in_a_with_configured_after(loader):
    with patch("os.getcwd") as getcwd:
        getcwd.return_value = "/srv"
        assert loader.root() == "/srv"
    getcwd.assert_called_once_with()


def test_standard_library_method_whose_calls_are_read(worker):
    # Only the calls the mock recorded are read: one call's stand-in.
    with patch("logging.Logger.warning") as warning:
        worker.run_all()
        logged = [args[0] for _name, args, _kwargs in warning.mock_calls]
    assert logged == []


def test_standard_library_result_configured_as_an_object(client):
    with patch("ssl.create_default_context") as create_context:  # TA602
        create_context.return_value.wrap_socket.return_value = None
        client.connect()


def test_project_function_configured_after_the_patch(loader):
    with patch("shop.loader.fetch_remote") as fetch:  # TA602
        fetch.return_value = b"{}"
        assert loader.load("a") == {}


@patch("os.sep")  # TA602
def test_standard_library_name_patched_and_only_read(sep):
    assert sep is not None


def test_standard_library_function_replaced_through_monkeypatch(monkeypatch, config):
    monkeypatch.setattr(os, "chown", Mock())
    monkeypatch.setattr("os.getuid", Mock(return_value=0))
    config.apply()
    assert config.applied


def test_standard_library_function_replaced_through_patch(server):
    with patch("signal.signal", Mock()):
        server.start_in_a_thread()
    assert server.listening


def test_project_function_replaced_through_patch(loader):
    with patch("shop.loader.fetch_remote", Mock()):  # TA602
        assert loader.load("a") is not None


def test_standard_library_function_replaced_by_a_configured_object(monkeypatch, config):
    monkeypatch.setattr(os, "stat", Mock(st_size=3))  # TA602
    assert config.size() == 3


def test_standard_input_replaced_by_a_hand_built_reader(loader):
    # sys.stdin is an object of Python's own, not a function: the mock given
    # its methods stands in for that object.
    with patch("sys.stdin", Mock(read=Mock(return_value="a b"))):
        assert loader.load("-") is not None


def test_a_tripwire_installed_with_setattr(monkeypatch, config):
    monkeypatch.setattr(
        "shop.loader.fetch_remote", Mock(side_effect=OSError("must not fetch"))
    )
    assert config.size() == 3


def test_a_project_function_replaced_by_a_configured_object(monkeypatch, config):
    monkeypatch.setattr("shop.loader.fetch_remote", Mock(status=200))  # TA602
    assert config.size() == 3


def test_a_mocker_patch_only_checked_never_called(mocker, loader):
    # pytest-mock hands back the started patch's mock: the name is followed.
    fetch = mocker.patch("shop.loader.fetch_remote")
    loader.load_cached("a")
    fetch.assert_not_called()


def test_a_patched_class_whose_instance_is_never_closed(mocker, loader):
    session_class = mocker.patch("shop.loader.Session")
    loader.forget()
    assert not session_class.return_value.close.called


def test_a_mock_handed_over_by_a_factory_and_never_run(runner):
    # `lambda: engine` gives the mock to the patched accessor: a tripwire.
    engine = MagicMock()
    with patch("shop.cli.current_engine", lambda: engine):
        runner.invoke(["run", "--dry-run"])
    engine.run.assert_not_called()


def test_a_mock_handed_over_by_a_factory_and_run(runner):
    engine = MagicMock()  # TA602
    with patch("shop.cli.current_engine", lambda: engine):
        runner.invoke(["run"])
    engine.run.assert_called_once_with()


class ManagerTripwire(unittest.TestCase):
    @mock.patch("shop.models.Order.objects")
    def test_a_query_of_a_patched_manager_never_deleted(self, manager):
        # The check reaches the mock through a method's result, two deep.
        self.loader.dry_run()
        self.assertEqual(0, manager.filter.return_value.delete.call_count)

    @mock.patch("shop.models.Order.objects")  # TA602
    def test_a_query_of_a_patched_manager_deleted_once(self, manager):
        self.loader.run()
        self.assertEqual(1, manager.filter.return_value.delete.call_count)


def test_a_patched_class_whose_instance_is_closed_once(mocker, loader):
    session_class = mocker.patch("shop.loader.Session")  # TA602
    loader.close()
    session_class.return_value.close.assert_called_once_with()


def test_a_mocker_patch_whose_calls_are_checked(mocker, loader):
    fetch = mocker.patch("shop.loader.fetch_remote")  # TA602
    loader.load("a")
    fetch.assert_called_once_with("a")


def test_side_effect_forwards_to_the_saved_original(loader):
    original = shop_loader.store

    def record_then_store(*args, **kwargs):
        original(*args, **kwargs)
        return ["stored"]

    with patch.object(shop_loader, "store", side_effect=record_then_store) as stored:
        assert loader.save("a") == ["stored"]
        assert stored.call_count == 1


def test_side_effect_that_drops_the_arguments(loader):
    original = shop_loader.store

    def store_nothing(*args, **kwargs):
        original()
        return []

    with patch.object(shop_loader, "store", side_effect=store_nothing) as stored:  # TA602
        assert loader.save("a") == []
        assert stored.call_count == 1


def test_first_channel_fails_then_the_real_one_is_built(loader):
    # Patched through the module that imported the library: the saved
    # original is the same class, and every later call reaches it.
    real_channel = cares.Channel
    built = []

    def fail_once(*args, **kwargs):
        built.append(args)
        if len(built) == 1:
            raise cares.Failure("first try")
        return real_channel(*args, **kwargs)

    with patch("shop.loader.cares.Channel", side_effect=fail_once):
        assert loader.resolve("a") == "10.0.0.1"


def test_side_effect_forwards_to_another_class(loader):
    real_channel = cares.Channel

    def channel_instead(*args, **kwargs):
        return real_channel(*args, **kwargs)

    with patch("shop.loader.cares.Socket", side_effect=channel_instead):  # TA602
        assert loader.resolve("a") == "10.0.0.1"


def test_standard_class_told_what_to_build(client):
    context = mock.create_autospec(object)
    with patch("zipfile.ZipFile") as zip_class:
        zip_class.return_value = context
        client.archive("a")
    zip_class.assert_called_once()


def test_standard_class_given_its_instance(client):
    with patch("zipfile.ZipFile", return_value=mock.sentinel.archive):
        assert client.archive("a") is mock.sentinel.archive


@mock.patch.object(os, "chdir")
class WorkingDirectoryChanges(unittest.TestCase):
    def test_changes_to_the_given_directory(self, chdir):
        change_directory("/srv")
        chdir.assert_called_once_with("/srv")

    def test_reports_a_refusal(self, chdir):
        chdir.side_effect = PermissionError("denied")
        with self.assertRaises(PermissionError):
            change_directory("/root")


class SessionLeader(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch.object(os, "setsid")
        self.setsid = patcher.start()
        self.addCleanup(patcher.stop)
        self.recorder = mock.Mock()
        self.recorder.attach_mock(self.setsid, "setsid")

    def test_detaches(self):
        detach()
        self.recorder.assert_has_calls([mock.call.setsid()])


@patch("time.sleep")
def test_standard_function_silenced_by_a_decorator(sleep, loader):
    assert loader.retry_load("a") == {}


def test_tripwire_with_a_module_s_own_exception(client):
    with patch.object(client.transport, "connect", side_effect=socket.error):
        with pytest.raises(OSError):
            client.open()


def test_lock_reports_unlocked_when_the_script_times_out(lock):
    # Armed after the patch, and read for nothing else: a tripwire.
    with mock.patch.object(LockScript, "__call__") as run:
        run.side_effect = TimeoutError
        assert not lock.locked()


def test_script_called_with_the_key(lock):
    with mock.patch.object(LockScript, "__call__") as run:  # TA602
        run.side_effect = TimeoutError
        lock.locked()
        run.assert_called_once_with(keys=["lock"])


@mock.patch("shop.loader.fetch_remote")
def test_a_refused_connection_is_reported(fetch):
    # The exception built first, then armed: still a tripwire.
    refused = ConnectionRefusedError("refused")
    refused.errno = 111
    fetch.side_effect = refused
    assert render("remote") == "offline"


@mock.patch("shop.loader.fetch_remote")  # TA602
def test_a_fetch_answered_by_a_stand_in(fetch):
    reply = {"status": "ok"}
    fetch.side_effect = reply
    assert render("remote") == "ok"


def test_server_used_when_the_fallback_would_fail(allocator):
    # No name bound: the patched attribute is armed where it lives.
    with mock.patch.object(shop_loader, "pick_without_server"):
        shop_loader.pick_without_server.side_effect = OSError("no fallback")
        assert allocator.pick()


def test_fallback_called_once(allocator):
    with mock.patch.object(shop_loader, "pick_without_server"):  # TA602
        allocator.pick()
        shop_loader.pick_without_server.assert_called_once_with()


def _sample_twice(client, fake_random):
    fake_random.return_value = 0.9
    client.gauge("load", 1, rate=0.5)
    fake_random.return_value = 0.1
    client.gauge("load", 2, rate=0.5)
    return client.sent


@mock.patch.object(random, "random")
def test_sampling_follows_the_rate(fake_random, client):
    assert _sample_twice(client, fake_random) == ["load:2|g|@0.5"]


def _describe_source(fake_random):
    return fake_random.seed


@mock.patch.object(random, "random")  # TA602
def test_the_helper_reads_the_mock_as_an_object(fake_random):
    assert _describe_source(fake_random) is not None


def test_a_patch_only_checked_never_called(loader):
    with patch("shop.loader.fetch_remote") as fetch:
        assert loader.load_cached("a") == "cached"
    fetch.assert_not_called()


class NeverReachedTests(unittest.TestCase):
    @patch("shop.loader.fetch_remote")
    def test_call_count_stays_zero(self, fetch):
        self.assertEqual(render("a"), "a")
        self.assertEqual(0, fetch.call_count)
        assert not fetch.called


def test_a_spy_set_after_the_patch(loader):
    real_fetch = shop_loader.fetch_remote

    def spy(*args, **kwargs):
        return real_fetch(*args, **kwargs)

    with patch.object(shop_loader, "fetch_remote") as fetch:
        fetch.side_effect = spy
        loader.load("a")
        fetch.assert_called_once_with("a")


def test_a_side_effect_set_after_the_patch_that_answers_itself(loader):
    def answer(*args, **kwargs):
        return "remote"

    with patch.object(shop_loader, "fetch_remote") as fetch:  # TA602
        fetch.side_effect = answer
        loader.load("a")
        fetch.assert_called_once_with("a")


def test_one_name_bound_to_a_spy_then_to_a_tripwire(loader):
    with patch("shop.loader.fetch_remote") as fetch:  # TA602
        loader.load("a")
        fetch.assert_called_once_with("a")
    with patch("shop.loader.fetch_remote") as fetch:
        loader.load_cached("a")
        assert not fetch.called


def test_a_patch_checked_never_called_and_configured(loader):
    # What a call would give matters only if the check fails anyway.
    with patch("shop.loader.fetch_remote") as fetch:
        fetch.return_value = "remote"
        assert loader.load_cached("a") == "cached"
    fetch.assert_not_called()


def test_a_patch_configured_and_read_beyond_the_check(loader):
    with patch("shop.loader.fetch_remote") as fetch:  # TA602
        fetch.return_value = "remote"
        assert loader.load("a") == "remote"
    assert fetch.call_args is not None



class StandardObjectsStubbedThroughTheirMethods(unittest.TestCase):
    @patch("os.environ")
    def test_setting_read_from_the_environment(self, environ):
        environ.get.return_value = "1"
        self.assertTrue(render("flag"))
        environ.get.assert_called_once_with("SHOP_FLAG", "0")

    @patch("datetime.datetime")
    def test_stamp_of_a_fixed_moment(self, clock):
        clock.now.return_value = "2024-01-01"
        self.assertEqual(render("stamp"), "2024-01-01")

    @patch("subprocess.Popen")
    def test_version_read_from_the_process_it_builds(self, popen):
        popen().communicate.return_value = (b"Inkscape 0.92.3", b"")
        popen().returncode = 0
        self.assertEqual(render("version"), "0.92.3")

    @patch("selectors.DefaultSelector")
    def test_events_read_from_the_selector_it_builds(self, selector):
        selector.return_value.select.side_effect = [[], []]
        selector.return_value.closed = False
        self.assertEqual(render("events"), [])

    def test_output_checked_through_the_write_methods_name(self):
        with patch("sys.stdout") as stdout:
            render("report")
        write: MagicMock = stdout.write
        write.assert_called_once()
        self.assertIn("total", write.call_args.args[0])

    def test_output_written_through_the_write_methods_name(self):
        with patch("sys.stdout") as stdout:  # TA602
            render("report")
        write = stdout.write
        write("extra")
        self.assertEqual(stdout.write.call_count, 2)

    @patch("selectors.DefaultSelector")  # TA602
    def test_selector_it_builds_handed_back(self, selector):
        selector.return_value.select.return_value = []
        self.assertIs(render("selector"), selector.return_value)

    @patch("subprocess.Popen")  # TA602
    def test_process_it_builds_used_as_a_value(self, popen):
        popen().communicate.return_value = (b"Inkscape 0.92.3", b"")
        self.assertIs(render("process"), popen())

    @patch("os.environ")  # TA602
    def test_environment_used_as_a_mapping(self, environ):
        environ.get.return_value = "1"
        environ.keys = lambda: ["SHOP_FLAG"]
        self.assertTrue(render("flag"))


@pytest.fixture
def stubs():
    with patch("os.listdir") as listdir, patch("subprocess.run") as run:
        yield {"listdir": listdir, "run": run}


@pytest.fixture
def project_stubs():
    with patch("shop.loader.fetch_remote") as fetch:  # TA602
        yield {"fetch": fetch}


def test_release_notes_listed(stubs, project_stubs):
    stubs["listdir"].return_value = ["1.0.md"]
    project_stubs["fetch"].return_value = b"{}"
    assert render("notes") == "1.0"


def test_a_fake_module_never_reached(monkeypatch):
    import sys

    fake_termios = Mock()
    monkeypatch.setitem(sys.modules, "termios", fake_termios)
    assert render("plain") == "plain"
    assert not fake_termios.tcsetattr.called
    fake_termios.tcgetattr.assert_not_called()


def test_a_fake_module_that_is_configured(monkeypatch):
    import sys

    fake_termios = Mock()  # a stand-in for Python's own module
    fake_termios.tcgetattr.return_value = [0, 0]
    monkeypatch.setitem(sys.modules, "termios", fake_termios)
    assert render("plain") == "plain"
    assert not fake_termios.tcsetattr.called


def test_a_pager_started_through_a_fake_popen(monkeypatch):
    popen = Mock(name="Popen")
    popen.return_value.communicate.side_effect = lambda *args: (b"", b"")
    monkeypatch.setattr("subprocess.Popen", popen)
    assert render("paged") == "paged"
    assert popen.return_value.communicate.call_args.args[0] == b"paged"


def test_a_projects_loader_replaced_by_a_fake(monkeypatch):
    fetch = Mock()  # TA602
    fetch.return_value.json.return_value = {}
    monkeypatch.setattr("shop.loader.fetch_remote", fetch)
    assert render("paged") == "paged"


def test_a_standard_function_checked_through_an_assertion_library(mocker, expect):
    # grappa's `expect(m)` checks only the calls of a standard function.
    joined = mocker.patch("os.path.join")
    os.path.join("home", "log.txt")
    expect(joined).to.have.been_called
    removed = mocker.patch("os.rmdir")
    removed | should.have_not.been_called


def test_a_project_function_checked_through_an_assertion_library(mocker, expect):
    charge = mocker.patch("shop.billing.charge")  # TA602
    expect(charge).to.have.been_called


class SlowLevel(Level):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.slow = True


class HalfLevel(Level):
    def __init__(self, depth):
        super().__init__(depth, depth)


@patch("shop.diffing.Level", side_effect=SlowLevel)
def test_levels_made_by_a_subclass_that_hands_everything_on(level):
    # The mock makes real levels: a spy with the real interface.
    assert diff([1], [2]).depth == 1


@patch("shop.diffing.Level", side_effect=HalfLevel)  # TA602
def test_levels_made_by_a_subclass_of_its_own_signature(level):
    assert diff([1], [2]).depth == 1


def test_a_callback_that_raises_an_error_built_first(gateway):
    error = ValueError("callback failed")
    with mock.patch.object(gateway, "on_event", side_effect=error) as callback:
        gateway.alert("x")
    assert callback.call_count == 1


def test_a_callback_whose_side_effect_is_a_value_built_first(gateway):
    answer = {"ok": True}
    with mock.patch.object(gateway, "on_event", side_effect=answer):  # TA602
        gateway.alert("x")


def test_prompt_timeout_propagates_from_start_up():
    # `Timeout` is not named like an exception and its library cannot be
    # read, but the test expects it raised: a tripwire of that exception.
    from shop import shell

    timeout = shell.Timeout("no prompt")
    with (
        mock.patch.object(shell.Repl, "_expect_prompt", side_effect=timeout),
        pytest.raises(shell.Timeout),
    ):
        shell.Repl("bash")


def test_prompt_answer_of_an_unknown_kind():
    from shop import shell

    answer = shell.Answer("no prompt")
    with mock.patch.object(shell.Repl, "_expect_prompt", side_effect=answer):  # TA602
        assert shell.Repl("bash").prompt == "no prompt"


def _finished_process(*args, **kwargs):
    # Put in place of `subprocess.run`: what it returns stands in for
    # Python's own CompletedProcess.
    return Mock(returncode=0)


def test_install_runs_the_tool(installer):
    with patch("subprocess.run", _finished_process):
        assert installer.install()


def _answered_fetch(*args):
    return Mock(status=200)  # TA602


def test_fetch_through_the_project(loader):
    with patch("shop.loader.fetch_remote", _answered_fetch):
        assert loader.load("a")
