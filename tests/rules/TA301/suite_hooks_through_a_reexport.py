# A `test_suite()` hook that builds its suite with a unittest the project
# re-exports (`from compat import unittest`) is a hook all the same; a
# function that returns what another helper of the module builds is not.
from compat import unittest


def build_cases():
    return [1, 2]


def test_suite():
    suite = unittest.TestSuite()
    suite.addTest(unittest.defaultTestLoader.loadTestsFromName("cases"))
    return suite


def test_cases_are_built():  # TA301
    cases = build_cases()
    return cases


if __name__ == "__main__":
    unittest.main(defaultTest="test_suite")
