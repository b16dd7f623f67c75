# flags: --select TA501,TA502
import pytest

from shop import Cart


class TestCart:
    @pytest.fixture(autouse=True)
    def cart(self):  # TA501
        self.cart = Cart()
        self.cart.add("book")

    def test_holds_the_book(self):
        assert self.cart.items == ["book"]

    def test_total(self):
        assert self.cart.total() == 12


class TestCartHidden:
    # What it does beyond self is still the class's own setUp.
    @pytest.fixture(autouse=True)
    def cart(self):  # TA501
        self.cart = Cart()
        Cart.register(self.cart)

    def test_registry(self):
        assert Cart.registered() == 1

    def test_total(self):
        assert self.cart.total() == 0



class RegistryTests:
    # A base class's fixture reaches the tests of every class that inherits
    # it, wherever they are written: TA502's.
    @pytest.fixture(autouse=True)
    def registered_cart(self):  # TA502
        Cart.register(Cart())

    def test_registry(self):
        assert Cart.registered() == 1


class TestRegistry(RegistryTests):
    pass
