"""A function the project takes from a module named for assertions (here a
library's `testing.assertions`, not installed) checks, even where its code
cannot be read."""
from shop.testing import eq_, render


def test_stub_file_matches():
    generated = render("op")
    eq_(generated, "OP")


def test_stub_file_is_rendered():  # TA301
    render("op")
