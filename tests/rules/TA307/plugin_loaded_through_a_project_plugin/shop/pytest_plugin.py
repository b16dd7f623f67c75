import pytest

pytest_plugins = ["pytest_storefront.server"]


@pytest.fixture
def saved_cart(storefront):
    return storefront.cart()
