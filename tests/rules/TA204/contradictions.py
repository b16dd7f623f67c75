# flags: --testarch-categories=unit,integration,external_infra
# filename: tests/test_live_feed.py
import unittest

import pytest
from pytest import mark


@pytest.mark.unit
def test_module_name_says_live():  # TA204
    assert 1 + 1 == 2


@mark.integration
class TestRealDaemonClient:  # TA204
    def test_connects(self):
        assert 1 == 1


@mark.integration
class TestLivePrices(unittest.TestCase):
    def test_quotes(self):
        self.assertEqual(1, 1)

    @mark.unit
    def test_made_unit_here(self):  # TA204
        self.assertEqual(1, 1)
