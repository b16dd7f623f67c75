# A raise check and a check of what it caught, right after its block, are
# one case: which exception, and why. Six such pairs are six checks.
import unittest

import pytest


def test_every_bad_size_is_refused(parse_size):
    with pytest.raises(ValueError) as empty:
        parse_size("")
    assert "empty" in str(empty.value)
    with pytest.raises(ValueError) as negative:
        parse_size("-1")
    assert "negative" in str(negative.value)
    with pytest.raises(ValueError) as unit:
        parse_size("3 parsecs")
    assert "unit" in str(unit.value)
    with pytest.raises(ValueError) as huge:
        parse_size("9" * 40)
    assert "too large" in str(huge.value)
    with pytest.raises(TypeError) as none:
        parse_size(None)
    assert "str" in str(none.value)
    with pytest.raises(TypeError) as number:
        parse_size(3)
    assert "str" in str(number.value)


def test_every_bad_size_and_then_some(parse_size):  # TA401
    with pytest.raises(ValueError) as empty:
        parse_size("")
    assert "empty" in str(empty.value)
    with pytest.raises(ValueError) as negative:
        parse_size("-1")
    assert parse_size("1") == 1
    assert "negative" in str(negative.value)
    with pytest.raises(ValueError) as unit:
        parse_size("3 parsecs")
    assert parse_size("2") == 2
    assert "unit" in str(unit.value)
    with pytest.raises(ValueError) as huge:
        parse_size("9" * 40)
    assert parse_size("3") == 3
    assert "too large" in str(huge.value)
    with pytest.raises(TypeError):
        parse_size(None)
    assert parse_size("4") == 4


class SizeTests(unittest.TestCase):
    def test_every_bad_size_is_refused(self):
        from shop.sizes import parse_size

        for text, reason in [("", "empty"), ("-1", "negative")]:
            with self.assertRaises(ValueError) as caught:
                parse_size(text)
            self.assertIn(reason, str(caught.exception))
        with self.assertRaises(ValueError) as caught:
            parse_size("3 parsecs")
        self.assertIn("unit", str(caught.exception))
        with self.assertRaises(ValueError) as caught:
            parse_size("9" * 40)
        self.assertIn("too large", str(caught.exception))
        with self.assertRaises(TypeError) as caught:
            parse_size(None)
        self.assertIn("str", str(caught.exception))
        with self.assertRaises(TypeError) as caught:
            parse_size(3)
        self.assertIn("str", str(caught.exception))
        with self.assertRaises(TypeError) as caught:
            parse_size(b"3")
        self.assertIn("str", str(caught.exception))
