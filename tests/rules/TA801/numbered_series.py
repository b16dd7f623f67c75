"""`test_0` first in a series named for ranges of numbers (`test_1_to_10`,
`test_11_to_19`) names the number it converts. Beside tests named for
behaviours it is a counter."""
import unittest

from shop.words import to_words


class NumberWords(unittest.TestCase):
    def test_0(self):
        self.assertEqual(to_words(0), "zero")

    def test_1_to_10(self):
        self.assertEqual(to_words(7), "seven")

    def test_11_to_19(self):
        self.assertEqual(to_words(13), "thirteen")


class Spelling(unittest.TestCase):
    def test_0(self):  # TA801
        self.assertEqual(to_words(0), "zero")

    def test_negative_numbers(self):
        self.assertEqual(to_words(-1), "minus one")


class Statuses(unittest.TestCase):
    def test_401(self):  # TA801
        self.assertEqual(to_words(401), "four hundred one")

    def test_404_without_body(self):
        self.assertEqual(to_words(404), "four hundred four")

    def test_405_with_body(self):
        self.assertEqual(to_words(405), "four hundred five")


class TestBoolean:
    def test_false(self):
        assert parse_boolean("false") is False

    def test_0(self):
        assert parse_boolean("0") is False

    def test_1(self):
        assert parse_boolean(1) is True

    def test_2(self):  # TA801
        assert parse_boolean("yes") is True


def test_404(client):  # TA801
    assert client.get("/missing").status_code == 404


class HarvestDates(unittest.TestCase):
    """Named for the year each test hands over, as `test_year_1999` says."""

    def test_year_1999(self):
        self.assertIn("1999-09-20", harvest_days(1999))

    def test_2020(self):
        self.assertIn("2020-09-14", harvest_days(2020))


class HarvestCounts(unittest.TestCase):
    # Only numbered tests beside it: nothing shows the number is an input.
    def test_2020(self):  # TA801
        self.assertEqual(len(harvest_days(2020)), 3)

    def test_2021(self):  # TA801
        self.assertEqual(len(harvest_days(2021)), 4)


class ErrorPages(unittest.TestCase):
    # The status each test expects, handed to the suite's own assertion: not an input.
    def test_500(self):  # TA801
        self.assertStatus(500, "/boom")

    def test_page_for_404(self):
        self.assertStatus(404, "/missing")
