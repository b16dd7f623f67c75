"""A write to the environment that the next statement of its `try` fails
(a hand-written `assertRaises`) is expected to raise and changes nothing;
one followed by a check of it changes the environment."""
import os


def test_environ_refuses_a_number():
    try:
        os.environ["SHOP_PORT"] = 8080
        raise AssertionError("a number must be refused")
    except TypeError:
        pass


def test_environ_set_in_a_try():
    try:
        os.environ["SHOP_PORT"] = "8080"  # TA701
        assert os.environ["SHOP_PORT"]
    except TypeError:
        pass
