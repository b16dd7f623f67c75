# The project runs on Python 3.9 and later: a branch only Python 2 takes
# never runs, and neither does its return.
import sys


def test_text_is_refused(codec):
    if sys.version_info < (3,):
        return  # skip
    assert codec.refuses("text")


def test_bytes_are_kept(codec):
    if sys.version_info[0] == 2:
        return
    assert codec.keeps(b"data")


def test_new_api_is_used(codec):
    if sys.version_info < (3, 11):
        return  # TA302
    assert codec.uses_new_api()
