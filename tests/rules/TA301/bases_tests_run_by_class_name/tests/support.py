def totals_match(case, ledger, expected):
    eq = case.assertEqual
    eq(ledger.total(), expected)


def show_totals(ledger):
    show = print
    show(ledger.total())
