# A class nested in a TestCase is never collected: unittest's loader and
# pytest give a TestCase's test methods only. A class nested in one of
# pytest's own test classes is collected.
import unittest


class TestRunnerReports(unittest.TestCase):
    class SampleCase(unittest.TestCase):
        def test_sample(self):
            pass

    def test_a_sample_run_is_reported(self):
        result = unittest.TestResult()
        self.SampleCase("test_sample").run(result)
        self.assertTrue(result.wasSuccessful())


class TestOuter:
    class TestInner:
        def test_inner(self, widget):  # TA301
            widget.spin()
