"""An assertion call on two equal literals as an except handler's only
statement marks that the error was expected, beside real checks."""
import unittest

import pytest


class HandlerMarkers(unittest.TestCase):
    def test_marker(self):
        try:
            call_command("sync")
        except Exception:
            self.assertEqual(0, 0)

        for root in roots:
            if root == "a":
                self.assertEqual(len(root), 1)


class TestNonceDecoding:
    # The class body checks its own premise once: the bad nonce is bad.
    bad_nonce = "F"
    try:
        decode_nonce(bad_nonce)
    except ValueError:
        assert True
    else:
        raise AssertionError("the bad nonce decoded")

    assert True  # TA305

    def test_decoder_rejects_it(self):
        with pytest.raises(ValueError):
            decode_nonce(self.bad_nonce)
