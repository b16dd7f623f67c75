from unittest.mock import patch

from app import security


def test_patch_anything(monkeypatch):
    with patch("app.security.check_permission"), patch.object(security, "audit"):
        monkeypatch.setattr(security, "check_permission", print)
        assert True
