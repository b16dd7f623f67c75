from shop.models import Order


def test_order():
    assert Order(1, "ada", [], "EUR", "open")
