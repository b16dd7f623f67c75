# flags: --testarch-never-mock=app.security.*,app.crypto.Cipher.*,*.migrations.*
import unittest
import unittest.mock as um
from unittest import mock
from unittest.mock import DEFAULT, patch

import pytest

import app.security as sec
from app import security
from app.crypto import Cipher
from app.db import migrations


@patch("app.security.check_permission", return_value=True)  # TA603
def test_decorator(check):
    assert check


def test_context_manager_and_started_patcher():
    with mock.patch("app.security.check_permission"):  # TA603
        patcher = um.patch("shop.migrations.apply")  # TA603
        patcher.start()
        assert patcher.stop() is None


def test_patch_object_on_a_module_and_a_class():
    with patch.object(security, "check_permission"), patch.object(Cipher, "encrypt"):  # TA603 # TA603
        with mock.patch.object(sec, "audit", autospec=True):  # TA603
            assert True


def test_patch_multiple_and_dict():
    with patch.multiple("app.security", check_permission=DEFAULT):  # TA603
        with patch.multiple(migrations, apply=print), patch.dict("app.security.ROLES"):  # TA603 # TA603
            assert True


def test_monkeypatch_forms(monkeypatch):
    monkeypatch.setattr("app.security.check_permission", lambda user: True)  # TA603
    monkeypatch.setattr(security, "check_permission", lambda user: True)  # TA603
    monkeypatch.setattr(Cipher, "decrypt", lambda self, data: data, raising=True)  # TA603
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(sec, "audit", print)  # TA603
        assert True


async def test_async_with_mocker(mocker):
    mocker.patch("app.crypto.Cipher.encrypt", autospec=True)  # TA603
    mocker.patch.object(security, "audit")  # TA603
    assert True


@pytest.fixture
def permissive():
    with patch("app.security.check_permission", return_value=True) as check:  # TA603
        yield check


def test_nested_helper():
    def allow_everything():
        return patch.object(security, "check_permission", return_value=True)  # TA603

    with allow_everything():
        assert True


@patch("app.security.check_permission")  # TA603
class TestAdmin(unittest.TestCase):
    def test_delete(self, check):
        self.assertTrue(check)

    @mock.patch.object(Cipher, "encrypt")  # TA603
    def test_encrypt(self, encrypt, check):
        self.assertTrue(encrypt and check)
