# A crash regression whose comment cites its bug in the tracker's own
# spelling (`LP#2148019`, `bpo-31292`), or a link to the pull request or the
# commit that fixed or caused it: the bug is its oracle. A number
# after a word that is no tracker's prefix cites nothing.
from shop import cleanup, render


def test_cleanup_with_a_reused_prefix():
    # LP#2148019: reusing a prefix made the cleanup crash.
    cleanup({"a": "x", "b": "x"})


def test_render_of_a_closed_stream():
    # bpo-31292 made rendering a closed stream crash.
    render(None)


def test_render_of_color_codes():  # TA301
    # The palette keeps color#123 as it is.
    render("color#123")


def test_cleanup_of_a_fresh_worker():
    """See https://github.com/example/shop/pull/1019"""
    cleanup({})


class TestRenamedTemplates:
    """I broke renamed templates in this commit:
    https://github.com/example/shop/commit/6330e9d0332e6152996292a39c42f752b9288c96"""

    def test_render_after_a_rename(self):
        render("renamed")


def test_render_of_a_pull_quote():  # TA301
    # The template at /pull/quote renders as it is.
    render("/pull/quote")
