# A setup and a teardown handed, in their places, to the test case a builder
# makes (``FunctionTestCase(run, setUp, tearDown)``): the runner calls the
# teardown after the test the setup prepared, nested functions included.
import os
import unittest


def _case_for(template, folder):
    start = os.getcwd()

    def setUp():
        os.chdir(folder)

    def tearDown():
        os.chdir(start)

    def runTest():
        assert os.path.exists(template)

    return unittest.FunctionTestCase(runTest, setUp, tearDown)


def _case_without_a_teardown(template, folder):
    def setUp():
        os.chdir(folder)  # TA702

    def runTest():
        assert os.path.exists(template)

    return unittest.FunctionTestCase(runTest, setUp)


def test_suite():
    return unittest.TestSuite([
        _case_for("page.pt", "templates"), _case_without_a_teardown("page.pt", "templates"),
    ])
