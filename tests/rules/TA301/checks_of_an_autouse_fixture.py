# An autouse fixture of the test's own file that checks after its `yield`
# checks every test it wraps; one of a conftest guards every test alike.
import pytest

from parser import parse_many, parse_one, resident_memory


@pytest.fixture(autouse=True)
def _no_memory_growth():
    before = resident_memory()
    yield
    assert resident_memory() - before < 1_000_000


def test_parsing_many_documents():
    parse_many(["[1]", "[2]"] * 1000)


class TestSingle:
    def test_one_document(self):
        parse_one("[1]")

