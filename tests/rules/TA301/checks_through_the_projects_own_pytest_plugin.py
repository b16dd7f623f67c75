# The project is a pytest plugin (a `pytest11` entry point): its own suite
# runs with it installed, so its fixtures are the suite's, and a method of
# the object one gives that asserts is a check.


def test_empty_basket_is_consistent(basket_checker, empty_basket):
    basket_checker.check(empty_basket)


def test_empty_basket_is_described(basket_checker, empty_basket):  # TA301
    basket_checker.describe(empty_basket)
