# filename: tests/test_billing.py
"""Names the subject imports, its module-level data, other modules, and owners
the linter cannot name."""
import unittest
from unittest import mock
from unittest.mock import patch

import pytest

from shop import billing, gateway


def test_collaborators_where_the_subject_looks_them_up(monkeypatch):
    with patch("shop.billing.send", autospec=True), patch("shop.billing.gw"):
        with patch.object(billing, "tax_rate", 0), mock.patch("shop.gateway.send"):
            monkeypatch.setattr(billing, "send", print)
            assert billing.refund(10)


def test_module_data_is_configuration():
    with patch("shop.billing.TAX_RATE", 0), patch.object(billing, "logger"):
        with patch.dict("shop.billing.__dict__", {"TAX_RATE": 0}):
            assert billing.refund(10)


def test_other_modules(monkeypatch):
    monkeypatch.setattr(gateway, "send", print)
    with patch.object(gateway, "send"):
        assert billing.refund(10)


class TestUnknownOwners(unittest.TestCase):
    def test_owner_is_an_attribute(self):
        with patch.object(self.billing, "charge"):
            self.assertTrue(billing.refund(10))


@pytest.fixture
def invoice(make_invoice):
    with patch.object(make_invoice(), "total"):
        yield


def test_spy_that_runs_the_original(monkeypatch):
    original_charge = billing.charge

    def counting_charge(amount):
        counting_charge.calls += 1
        return original_charge(amount)

    counting_charge.calls = 0
    monkeypatch.setattr(billing, "charge", counting_charge)
    with patch.object(billing, "refund", wraps=billing.refund):
        assert billing.refund(10) and counting_charge.calls == 1


class TestSpyFactory:
    def spy_factory(self):
        class InvoiceSpy:
            instances = []

            def __init__(self):
                InvoiceSpy.instances.append(self)
                self.real = billing.Invoice()

            def total(self):
                return self.real.total()

        return InvoiceSpy

    def test_spy_class(self, monkeypatch):
        spy = self.spy_factory()
        monkeypatch.setattr(billing, "Invoice", spy)
        assert billing.Invoice().total() == 0.2


def test_inherited_input_seam(monkeypatch):
    invoice = billing.Invoice()
    monkeypatch.setattr(invoice, "__repr__", lambda: "invoice")
    monkeypatch.setattr(billing.Invoice, "missing_member", 1, raising=False)
    assert repr(invoice) == "invoice"
