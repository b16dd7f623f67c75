# filename: src/app/cart.py


def test_mode_enabled():
    return True
