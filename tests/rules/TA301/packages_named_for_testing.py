# A package named for testing (a testing library's own `testkit`) is test
# support throughout: its checking helpers count. Production code is not
# followed: its internal `assert` is no check of the test.
from kiln.glazes import describe
from testkit.matching import same


def test_glaze_temperatures_match():
    same(1220, 1220)


def test_glaze_is_described():  # TA301
    describe("celadon")
