"""Helpers defined inside a module-level block (`try`/`else`, `if`) are
module functions like any other: a test calling one that asserts checks
something, in the test file or in a helper module of the project."""
from shop.testing import same_rows, show

try:
    import fastavro
except ImportError:
    fastavro = None
else:
    def test_rows_written():
        _write_and_compare([1, 2])

    def _write_and_compare(rows):
        assert fastavro.dumps(rows) == rows


def test_rows_read_back():
    same_rows([1], [1])


def test_rows_shown():  # TA301
    show([1])


with open(__file__) as source:
    def _mentions(word):
        assert word in _TEXT

    _TEXT = source.read()


def test_the_file_mentions_itself():
    _mentions("mentions")
