# filename: tests/unit/test_interfaces.py
# A `conftest.py` above the module adds the same entry at its top, and
# pytest imports it before any module below it: the module's own copy adds
# nothing. An entry the conftest does not add is still a change.
import sys

sys.path.insert(0, "..")
sys.path.insert(0, "../vendor")  # TA702

from routers.interface import Interface  # noqa: E402


def test_interface_name():
    assert Interface("Gi0/1").name == "Gi0/1"
