# flags: --testarch-never-mock=app.security.*,app.crypto.Cipher.*
"""Targets outside the protected globs, owners the linter cannot name, and
look-alike calls."""
import os
from unittest import mock
from unittest.mock import patch

import pytest

from app import clock, security
from app.crypto import Cipher, KeyStore


class LocalGate:
    def check(self):
        return True


def test_collaborators_are_fine(monkeypatch):
    with patch("app.clock.now"), patch.object(clock, "now"), patch.object(KeyStore, "load"):
        monkeypatch.setattr("app.mail.send", print)
        monkeypatch.setenv("APP_SECURITY", "off")
        monkeypatch.setattr(os, "getcwd", lambda: "/")
        assert Cipher and security


def test_unknown_owners(gate, monkeypatch):
    with patch.object(gate, "check_permission"), patch.object(LocalGate, "check"):
        monkeypatch.setattr(gate.security, "check_permission", print)
        setattr(security, "check_permission", print)
        assert True


def test_prefix_is_not_a_match():
    with patch("app.securityx.check"), mock.patch("app.crypto.CipherSuite.encrypt"):
        assert True


@pytest.fixture
def security_patched_elsewhere(client):
    client.patch("/app/security/check_permission")
    return client
