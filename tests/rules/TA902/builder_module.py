# filename: tests/conftest.py
# The builder's own module constructs the type it builds.
import pytest

from shop.models import Customer


class CustomerBuilder:
    def __init__(self):
        self.name = "ada"

    def build(self):
        return Customer(self.name)


@pytest.fixture
def customer():
    return Customer("bob")
