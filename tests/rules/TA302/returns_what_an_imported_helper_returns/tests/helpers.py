def run_case(order, expected):
    assert order.total() == expected


def price_of(order):
    return order.total()
