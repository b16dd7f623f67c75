import pytest


@pytest.fixture
def basket_checker(request):
    from shoptest.checking import BasketChecker

    checker = BasketChecker(request.config)
    yield checker
    checker.close()
