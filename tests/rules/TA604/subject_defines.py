# filename: tests/test_billing.py
import unittest
import unittest.mock as um
from unittest import mock
from unittest.mock import DEFAULT, patch

import pytest

import shop.billing as sb
from shop import billing
from shop.billing import Invoice


@patch("shop.billing.charge", autospec=True)  # TA604
def test_decorator(charge):
    billing.refund(10)
    charge.assert_called_once_with(-10)


def test_context_manager_and_started_patcher():
    with mock.patch("shop.billing.refund"):  # TA604
        patcher = um.patch("shop.billing.charge_async")  # TA604
        patcher.start()
        assert patcher.stop() is None


def test_patch_object_on_the_module_and_a_class():
    with patch.object(billing, "charge"), mock.patch.object(sb, "refund"):  # TA604 # TA604
        with patch.object(Invoice, "total", return_value=0):  # TA604
            assert billing.refund(1)


def test_patch_object_on_an_instance():
    invoice = Invoice()
    with patch.object(invoice, "total", return_value=0):  # TA604
        assert invoice.total() == 0


def test_patch_multiple():
    with patch.multiple("shop.billing", charge=DEFAULT, TAX_RATE=0):  # TA604
        assert billing.refund(1)


def test_monkeypatch_forms(monkeypatch):
    monkeypatch.setattr("shop.billing.charge", lambda amount: amount)  # TA604
    monkeypatch.setattr(billing, "refund", lambda amount: amount)  # TA604
    assert billing.refund(1)


async def test_async_with_mocker(mocker):
    mocker.patch("shop.billing.Invoice.total", return_value=0)  # TA604
    assert await billing.charge_async(1)


@pytest.fixture
def no_charges():
    with patch("shop.billing.charge") as charge:  # TA604
        yield charge


def test_nested_helper():
    def without_refunds():
        return patch.object(billing, "refund")  # TA604

    with without_refunds():
        assert billing.charge(1)


class TestRefunds(unittest.TestCase):
    @mock.patch("shop.billing.charge")  # TA604
    def test_refund(self, charge):
        billing.refund(10)
        charge.assert_called_once_with(-10)


def test_fake_that_never_runs_the_original(monkeypatch):
    def fake_charge(amount):
        return 0

    monkeypatch.setattr(billing, "charge", fake_charge)  # TA604
    monkeypatch.setattr(billing.Invoice, "total", lambda self: 0)  # TA604
    assert billing.refund(10) == 0


def test_member_of_a_base_class_in_the_subject():
    with patch.object(billing.CreditNote, "total", return_value=0):  # TA604
        assert billing.CreditNote().total() == 0
