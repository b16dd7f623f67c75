import pytest


@pytest.fixture
def order():
    from shop.orders import Order

    return Order(10)
