# filename: tests/test_parser.py
# The conftest's autouse fixture checks every test of the suite alike: it
# says nothing about what this test is for.
from parser import parse_one


def test_one_document():  # TA301
    parse_one("[1]")
