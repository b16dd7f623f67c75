# flags: --testarch-category-paths=tests/unit/*:unit
# filename: tests/functional/test_checkout.py
"""The declaration names folders; a file outside them has no category."""


def test_checkout_sends_mail():  # TA201
    assert checkout() == "sent"
