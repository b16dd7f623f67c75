# filename: tests/test_orders.py
# flags: --testarch-categories=unit,integration
# The conftest.py above marks items as pytest collects, but with no
# category: these tests still carry none.


def test_bulk_orders_are_split(orders):  # TA201
    assert len(orders.split(100)) == 2
