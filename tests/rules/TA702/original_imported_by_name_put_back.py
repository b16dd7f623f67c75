"""Writing back the value a `from ... import` took when the file was imported
puts the attribute back as the module had it; another value changes it."""
import unittest

import shop.stats
from shop.stats import PERCENTILES, WINDOW


class StatsTests(unittest.TestCase):
    def setUp(self):
        shop.stats.PERCENTILES = PERCENTILES

    def test_default_percentiles(self):
        self.assertEqual(shop.stats.report(), ["50%", "95%"])


def test_custom_percentiles():
    shop.stats.PERCENTILES = [0.5, 0.99]  # TA702
    assert shop.stats.report() == ["50%", "99%"]


def test_window_from_another_name():
    shop.stats.PERCENTILES = WINDOW  # TA702
    assert shop.stats.report()
