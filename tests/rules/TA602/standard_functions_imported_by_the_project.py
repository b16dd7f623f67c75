"""A standard-library function the project imported is still the standard
library's, wherever the test patches it; the project's own function is not."""
from unittest.mock import Mock, patch


def test_host_name_is_stubbed(client):
    with patch("shop.net.gethostname", return_value="box"):
        assert client.host() == "box"


def test_wait_is_stubbed(client):
    with patch("shop.net.wait", return_value=(set(), set())):
        assert client.settle() == 0


def test_project_function_is_stubbed(client):
    with patch("shop.net.lookup", return_value="box/a"):  # TA602
        assert client.host() == "box/a"


def test_module_the_project_imported_is_silenced(client):
    with patch("shop.net.time.sleep"):
        assert client.retry_host() == "box"


def test_project_function_silenced_but_unread(client):
    with patch("shop.net.retry"):  # TA602
        assert client.retry_host() is not None


def test_a_standard_module_the_project_imported_is_replaced(monkeypatch, client):
    # shop.net's `time` is the standard module: the hand-built mock stands in
    # for Python's own object.
    clock = Mock()
    clock.monotonic.return_value = 5.0
    monkeypatch.setattr("shop.net.time", clock)
    assert client.retry_host() == "box"


def test_a_project_function_replaced_by_a_hand_built_mock(monkeypatch, client):
    lookup = Mock()  # TA602
    lookup.return_value.upper.return_value = "BOX"
    monkeypatch.setattr("shop.net.lookup", lookup)
    assert client.host() == "BOX"


def test_a_builtin_the_project_module_uses(client):
    # `open` is Python's builtin, which shop.net uses without binding it.
    with patch("shop.net.open"):
        assert client.hosts() == []


def test_a_method_the_projects_class_inherits_from_the_standard_library(client):
    # SessionLog does not define debug: logging.LoggerAdapter's, Python's own.
    with patch("shop.net.SessionLog.debug") as debug:
        client.connect()
    assert debug.call_args_list[0][0][0].startswith("connected")


def test_a_method_the_projects_class_defines(client):
    with patch("shop.net.SessionLog.process") as process:  # TA602
        client.connect()
    assert process.call_args_list


HOST_NAME = "shop.net.gethostname"
LOOKUP = "shop.net.lookup"


def test_a_target_named_by_a_constant(client):
    with patch(HOST_NAME, return_value="box"):
        assert client.host() == "box"


def test_a_project_target_named_by_a_constant(client):
    with patch(LOOKUP, return_value="box/a"):  # TA602
        assert client.host() == "box/a"


def test_standard_module_as_the_project_imports_it(client):
    with patch("shop.net.os") as os_mock:
        os_mock.urandom.return_value = b"key"
        assert client.nonce() == b"key"


def test_project_module_patched_whole(client):
    with patch("shop.net.helpers") as helpers:  # TA602
        helpers.nonce.return_value = b"key"
        assert client.nonce() == b"key"


def test_the_projects_name_for_a_standard_clock(client):
    # `clock = time.perf_counter` in the project: Python's own function.
    with patch("shop.net.clock", return_value=3.0):
        assert client.elapsed() == 0.0


def test_standard_function_brought_by_a_star_import(client):
    # shop.paths does `from os.path import *`: its `isfile` is Python's.
    with patch("shop.paths.isfile", side_effect=lambda path: path.endswith(".cfg")):
        assert client.config_files() == ["shop.cfg"]


def test_function_the_star_module_writes_itself(client):
    with patch("shop.paths.realpath", side_effect=str):  # TA602
        assert client.config_files() == ["shop.cfg"]


NET = "shop.net"


def test_host_name_stubbed_through_a_built_target(client):
    with patch(f"{NET}.gethostname", Mock()):
        assert client.host()
    with patch(NET + ".gethostname", return_value="box"):
        assert client.host() == "box"


def test_lookup_patched_through_a_built_target(client):
    with patch(f"{NET}.lookup", return_value="box/a"):  # TA602
        assert client.lookup("a") == "box/a"
