"""Patches that make a spec, or give their own replacement, and patch.dict."""
import os
import unittest
from unittest import mock
from unittest.mock import DEFAULT, PropertyMock, create_autospec, patch, sentinel

import pytest

from shop import billing
from shop.billing import Invoice


@mock.patch("shop.billing.gateway", autospec=True)
def test_autospec(gateway):
    assert billing.refund(10)


def test_specs():
    with patch("shop.billing.gateway", spec=True), patch("shop.billing.send", spec_set=True):
        assert billing.refund(10)


def test_explicit_replacements():
    with patch("shop.billing.gateway", new=sentinel.gateway), patch("shop.billing.RATE", 0.2):
        assert billing.refund(10)


def test_patch_object_replacement():
    with patch.object(Invoice, "total", 10), patch.object(billing, "send", new=print):
        assert billing.refund(10)


def test_new_callable_of_its_own():
    with patch.object(Invoice, "total", new_callable=PropertyMock):
        assert billing.refund(10)


def test_new_callable_with_a_spec():
    with patch("shop.billing.gateway", new_callable=mock.MagicMock, spec=billing.Gateway):
        assert billing.refund(10)


def test_patch_multiple_with_values():
    with patch.multiple("shop.billing", send=print, RATE=0.2):
        assert billing.refund(10)


def test_patch_multiple_with_autospec():
    with patch.multiple(billing, send=DEFAULT, autospec=True):
        assert billing.refund(10)


def test_patch_dict_and_autospec():
    with patch.dict(os.environ, {"RATE": "0.2"}), mock.patch.dict("shop.billing.CONFIG"):
        gateway = create_autospec(billing.Gateway, instance=True)
        assert billing.refund(10, gateway)


def test_unknown_arguments(options):
    with patch("shop.billing.gateway", **options), patch(*options):
        assert billing.refund(10)


def test_mocker_with_specs(mocker):
    mocker.patch("shop.billing.gateway", autospec=True)
    mocker.patch.object(billing, "send", new=print)
    spy = mocker.spy(billing, "charge")
    stub = mocker.stub(name="callback")
    mocker.patch.dict(os.environ, {"RATE": "1"})
    assert billing.refund(10, stub) and spy.call_count == 1


@pytest.fixture
def gateway():
    with patch("shop.billing.gateway", autospec=True) as patched:
        yield patched


class TestRefunds(unittest.TestCase):
    @patch("shop.billing.gateway", autospec=True)
    def test_refund(self, gateway):
        self.assertTrue(billing.refund(10))


def test_other_things_named_patch(client, requests_mock):
    client.patch("/items/1", json={})
    requests_mock.patch("https://example.com")
    assert dict(a=1) and object()
