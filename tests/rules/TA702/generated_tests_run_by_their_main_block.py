# filename: test/test_unified_specs.py
# A module whose tests are generated at import, run by unittest in its
# `__main__` block: a test module, whose import changes the path for every
# test collected with it.
import sys
import unittest

sys.path[0:0] = [""]  # TA702

from specs import generate_test_classes

globals().update(generate_test_classes("unified"))

if __name__ == "__main__":
    unittest.main()
