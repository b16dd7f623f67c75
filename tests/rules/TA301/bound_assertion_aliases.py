import unittest


class TestTotals(unittest.TestCase):
    def test_sum_checked_through_an_alias(self):
        eq = self.assertEqual
        eq(1 + 1, 2)

    def test_alias_never_called(self):  # TA301
        eq = self.assertEqual
        print(eq)


def check(value):
    assert value


def test_helper_under_another_name():
    verify = check
    verify(1 + 1 == 2)
