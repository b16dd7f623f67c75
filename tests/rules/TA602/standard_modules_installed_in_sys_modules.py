"""A hand-built mock put in sys.modules in place of a standard-library
module stands in for Python's own module; one put in place of a project
or installed module is still read."""
import sys
from unittest.mock import Mock, patch

from shop.admin import reset_passwords


def test_prompted_password_is_set():
    fake_getpass = Mock()
    fake_getpass.getpass.return_value = "secret"
    with patch.dict("sys.modules", getpass=fake_getpass):
        reset_passwords(prompt=True)


def test_prompt_through_a_dict_of_modules():
    fake_getpass = Mock()
    fake_getpass.getpass.return_value = "secret"
    with patch.dict(sys.modules, {"getpass": fake_getpass}):
        reset_passwords(prompt=True)


def test_terminal_module_set_by_monkeypatch(monkeypatch):
    fake_termios = Mock()
    fake_termios.tcgetattr.return_value = [0] * 7
    monkeypatch.setitem(sys.modules, "termios", fake_termios)
    reset_passwords(prompt=True)


def test_a_library_module_replaced():
    fake_hasher = Mock()  # TA602
    fake_hasher.hash.return_value = "digest"
    with patch.dict("sys.modules", bcrypt=fake_hasher):
        reset_passwords(prompt=False)
