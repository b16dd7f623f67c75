# The accepting half of a raise pair whose call is a generator run by a
# builtin (`list(extract(...))`): the refusing test expects the same call,
# run the same way, to raise.
import pytest

from shop.extract import extract


def test_rejects_bad_bytes():
    with pytest.raises(SystemExit):
        list(extract(b"\xff\xff"))


def test_reads_plain_markup():
    list(extract(b"<html/>"))


def test_reads_nested_markup():
    sorted(extract(b"<html><p/></html>"))


def test_counts_markup():  # TA301
    list(count_tags(b"<html/>"))


def count_tags(text):
    yield text.count(b"<")
