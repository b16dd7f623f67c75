# filename: shop/sub_a/tests/test_drivers.py
# The package keeps a tests folder beside each subpackage: the mixin's tests
# run in the test case of another subpackage's tests folder.


class DriverChecksMixin:
    def make_driver(self):
        raise NotImplementedError

    def test_driver_is_made(self):
        assert self.make_driver() is not None


class UnusedChecks:  # TA307
    def test_nothing_uses_this(self):
        assert True
