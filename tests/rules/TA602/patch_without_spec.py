import os
import pathlib
import unittest
import unittest.mock as um
from unittest import mock
from unittest.mock import DEFAULT, MagicMock, patch

import pytest as pt

from shop import billing
from shop.billing import Invoice


@mock.patch("shop.billing.gateway")  # TA602
def test_decorator(gateway):
    gateway.refund.return_value = True
    assert billing.refund(10)


def test_context_manager():
    with patch("shop.billing.gateway", return_value=3):  # TA602
        assert billing.refund(10)


def test_started_patcher():
    patcher = um.patch("shop.billing.gateway", return_value=None)  # TA602
    patcher.start()
    try:
        assert billing.refund(10) is None
    finally:
        patcher.stop()


def test_patch_object_on_a_class_and_a_module():
    with patch.object(Invoice, "total"), mock.patch.object(billing, "send"):  # TA602 # TA602
        assert billing.refund(10)


def test_autospec_false_is_no_spec():
    with patch("shop.billing.gateway", autospec=False, spec=None):  # TA602
        assert billing.refund(10)


def test_new_callable_that_is_a_plain_mock():
    with patch("shop.billing.gateway", new_callable=MagicMock):  # TA602
        assert billing.refund(10)


def test_new_given_as_default():
    with patch("shop.billing.gateway", DEFAULT):  # TA602
        assert billing.refund(10)


def test_patch_multiple_with_defaults():
    with patch.multiple("shop.billing", send=DEFAULT, charge=mock.DEFAULT):  # TA602
        assert billing.refund(10)


def test_mocker(mocker):
    mocker.patch("shop.billing.gateway")  # TA602
    mocker.patch.object(billing, "send", return_value=None)  # TA602
    assert billing.refund(10)


async def test_async(mocker):
    with patch("shop.billing.async_gateway", new_callable=mock.AsyncMock):  # TA602
        assert await billing.arefund(10)


@pt.fixture
def patched_gateway():
    with patch("shop.billing.gateway") as gateway:  # TA602
        yield gateway


def test_nested_helper():
    def patch_everything():
        return patch("shop.billing.gateway")  # TA602

    with patch_everything():
        assert billing.refund(10)


@patch("shop.billing.gateway")  # TA602
class TestRefunds(unittest.TestCase):
    def test_refund(self, gateway):
        self.assertTrue(billing.refund(10))

    @patch.object(Invoice, "total")  # TA602
    def test_total(self, total, gateway):
        self.assertTrue(total and gateway)


class TestPytestStyle:
    def test_method(self):
        with mock.patch("shop.billing.gateway"):  # TA602
            assert billing.refund(10)


def test_standard_class_whose_own_instance_is_used(client):
    with patch("zipfile.ZipFile") as zip_class:  # TA602
        client.archive("a")
    zip_class.assert_called_once()


@mock.patch.object(billing, "charge")  # TA602
class ChargesPerTest(unittest.TestCase):
    def test_charges_once(self, charge):
        billing.checkout(3)
        charge.assert_called_once_with(3)


class StartedInSetUp(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch.object(billing, "refund")  # TA602
        self.refund = patcher.start()
        self.addCleanup(patcher.stop)

    def test_refunds(self):
        billing.cancel(3)
        self.refund.assert_called_once_with(3)


@mock.patch.object(os, "stat")  # TA602
class StandardFunctionWhoseResultIsAnObject(unittest.TestCase):
    def test_reads_the_size(self, stat):
        stat.return_value.st_size = 18
        self.assertEqual(billing.invoice_size("a.pdf"), 18)


def test_a_standard_method_answering_through_patch_multiple(config_path):
    with mock.patch.multiple(pathlib.Path, exists=mock.MagicMock(return_value=True)):
        assert billing.load_config(config_path)


def test_a_project_function_through_patch_multiple(config_path):
    with mock.patch.multiple(billing, load_rates=mock.MagicMock(return_value={})):  # TA602
        assert billing.load_config(config_path)


def test_a_name_rebound_to_patches_it_never_reads(variant):
    if variant:
        with patch.object(billing, "send", return_value=1) as _:  # TA602
            assert billing.refund(10)
    else:
        with patch.object(billing, "send", return_value=2) as _:  # TA602
            assert billing.refund(20)
