# The project runs on Python 3.9 and later: a branch only Python 2 takes, or
# only Pythons older than 3.9, never runs, and neither does its return. One
# that Python 3.9 and 3.10 take does run.
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


def test_dict_order_is_kept(codec):
    if sys.version_info[:2] < (3, 7):
        return
    assert codec.keeps_order({"b": 1, "a": 2})


def test_old_pythons_up_to_the_lowest(codec):
    if sys.version_info <= (3, 8):
        return
    assert codec.keeps(b"")


PY2 = sys.version_info < (3,)


def test_version_read_into_a_name(codec):
    version = sys.version_info[:2]
    if version < (3, 8):
        return
    if version < (3, 10):
        return  # TA302
    assert codec.keeps(b"")


def test_flag_of_the_module(codec):
    if PY2:
        return
    assert codec.keeps(b"flag")
