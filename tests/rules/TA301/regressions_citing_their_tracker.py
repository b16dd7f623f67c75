# A crash regression whose comment cites its bug in the tracker's own
# spelling (`LP#2148019`, `bpo-31292`): the bug is its oracle. A number
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
