import pytest

pytest_plugins = ["tests.support.baskets"]


@pytest.fixture
def shopper(basket):
    return {"basket": basket}
