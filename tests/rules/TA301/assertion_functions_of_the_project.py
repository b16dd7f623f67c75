# A function of the project that raises AssertionError itself is an
# assertion function wherever it lives (a testing library's `compare`);
# a production function's internal `assert` is not.
from kiln.matching import describe, match


def test_glaze_temperatures_match():
    match(1220, 1220)


def test_glaze_is_described():  # TA301
    describe("celadon")
