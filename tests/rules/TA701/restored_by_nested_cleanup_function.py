import os
import unittest


class LocaleTest(unittest.TestCase):
    def test_restore_defined_inside_the_test(self):
        previous = os.environ.get("LC_ALL")

        def put_back(value):
            if value is None:
                os.environ.pop("LC_ALL", None)
            else:
                os.environ["LC_ALL"] = value

        self.addCleanup(put_back, previous)
        os.environ["LC_ALL"] = "C"
        self.assertEqual(os.environ["LC_ALL"], "C")

    def test_nested_function_that_restores_something_else(self):
        def put_back_lang():
            os.environ.pop("LANG", None)

        self.addCleanup(put_back_lang)
        os.environ["LC_ALL"] = "C"  # TA701
        self.assertEqual(os.environ["LC_ALL"], "C")

    def test_nested_function_never_registered(self):
        def put_back():
            os.environ.pop("LC_ALL", None)

        os.environ["LC_ALL"] = "C"  # TA701
        self.assertTrue(callable(put_back))
