# A function that builds a suite of tests for a runner (zope.testrunner and
# setuptools call a module's `test_suite()`) is a hook, not a test: the
# suite it returns is what the runner asked for.
import doctest
import unittest
from unittest import TestSuite


def test_suite():
    suite = unittest.TestSuite()
    suite.addTest(doctest.DocFileSuite("README.txt"))
    suite.addTest(unittest.defaultTestLoader.loadTestsFromName(__name__))
    return suite


def test_doctests():
    return doctest.DocTestSuite()


def test_collected_cases():
    return TestSuite([unittest.FunctionTestCase(print)])


def test_parts_add_up():
    total = sum([1, 2])
    return total == 3  # TA302


def test_suite_from_a_documentation_library():
    # A suite class of another library: the runner still gets a suite.
    return manuel.testing.TestSuite(manuel.doctest.Manuel(), "../guide.rst")


def test_suite_through_a_local_loader():
    load = unittest.defaultTestLoader.loadTestsFromTestCase
    loadTestsFromTestCase = load
    suite = loadTestsFromTestCase(unittest.TestCase)
    return suite


def test_suite_size():
    return len(unittest.TestSuite()) == 0  # TA302
