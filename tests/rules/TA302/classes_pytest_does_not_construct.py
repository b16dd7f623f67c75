"""pytest collects no test class it would have to construct: one with an
``__init__`` or ``__new__`` of its own or from a base of the project. The
methods of such a class that are named like tests are served to other code
(a bus, a protocol) and return their replies; no runner calls them."""
from shop.bus import Interface


class TestInterface(Interface):
    def __init__(self):
        super().__init__()
        self.value = "blue"

    def test_constant_property(self):
        return self.value


class ServedObject:
    def __init__(self, name):
        self.name = name


class TestServedHere(ServedObject):
    def test_reply(self):
        return self.name.upper()


class TestColours:
    def test_blue_is_returned(self):
        colour = "blue"
        assert colour
        return colour  # TA302
