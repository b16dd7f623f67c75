"""A write made only inside the replacement monkeypatch installed for the
same attribute is undone with it: monkeypatch puts the original back over
whatever the replacement wrote. A helper that writes before the patch is
not: monkeypatch saves the written value and puts that back."""
from shop.orders import Order


def test_replacement_that_blocks_a_second_call(monkeypatch):
    original = Order.validate

    def validate_once(self, code):
        Order.validate = lambda _self, _code: 0 / 0
        return original(self, code)

    monkeypatch.setattr(Order, "validate", validate_once)
    assert Order(code="A").check("A")


def test_helper_called_before_the_patch(monkeypatch):
    def block_validation():
        Order.validate = lambda _self, _code: 0 / 0  # TA702

    block_validation()
    monkeypatch.setattr(Order, "validate", lambda _self, _code: True)
    assert Order(code="A").check("B")
