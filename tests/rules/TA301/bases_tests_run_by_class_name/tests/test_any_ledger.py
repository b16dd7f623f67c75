class LedgerContract:
    """Checks every ledger must pass; each ledger's test case mixes them in."""

    def testBalanceStartsAtZero(self):
        eq = self.assertEqual
        eq(self.make_ledger().balance, 0)
