# flags: --testarch-never-mock=app.security.*
"""Targets that reach the protected module through re-exports and instances."""
from unittest.mock import patch

from app import views
from app.factories import make_gate
from app.views import Gate


def test_patched_where_it_is_used():
    with patch("app.views.check_permission", return_value=True):  # TA603
        with patch("app.views.relative_check"), patch("app.views.security.Gate"):  # TA603 # TA603
            assert views.delete("guest")


def test_patch_object_through_a_re_export(monkeypatch):
    monkeypatch.setattr(views, "check_permission", lambda user: True)  # TA603
    with patch.object(Gate, "allows", return_value=True):  # TA603
        assert views.delete("guest")


def test_patch_object_on_an_instance():
    gate = Gate()
    with patch.object(gate, "allows", return_value=True):  # TA603
        assert gate.allows("guest")


def test_instance_from_a_factory_is_not_followed():
    gate = make_gate()
    with patch.object(gate, "allows", return_value=True):
        assert gate.allows("guest")


def test_unrelated_name_in_the_same_module():
    with patch("app.views.delete"):
        assert views
