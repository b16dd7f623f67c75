# filename: tests/test_memory_ledger.py
"""A test that runs a base class's test by name (``Base.testX(self)``, a
name unittest collects) runs its checks; a helper of another module checks
through an alias it binds (``eq = case.assertEqual``)."""
import unittest

from tests.support import totals_match, show_totals
from tests.test_any_ledger import LedgerContract
from ledger.memory import MemoryLedger


class MemoryLedgerTest(unittest.TestCase, LedgerContract):
    def make_ledger(self):
        return MemoryLedger()

    def testBalanceStartsAtZero(self):
        MemoryLedger.reset_class_counters()
        LedgerContract.testBalanceStartsAtZero(self)

    def test_totals_add_up(self):
        ledger = self.make_ledger()
        ledger.add(3)
        totals_match(self, ledger, 3)

    def test_totals_are_shown(self):  # TA301
        ledger = self.make_ledger()
        ledger.add(3)
        show_totals(ledger)
