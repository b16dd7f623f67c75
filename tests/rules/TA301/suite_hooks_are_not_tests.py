# A module's `test_suite()` that builds a suite for zope.testrunner or
# setuptools is a hook: it checks nothing, and is not a test.
import doctest
import unittest


def test_suite():
    suite = unittest.TestSuite()
    suite.addTest(doctest.DocTestSuite())
    return suite


def test_prints_the_banner():  # TA301
    print("banner")
