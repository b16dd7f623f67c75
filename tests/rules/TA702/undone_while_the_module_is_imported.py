# A change the test module's own code undoes as it is imported leaves
# nothing changed for the tests collected with it; one left in place is
# reported.
import os
import sys

try:
    import examples
except ImportError:
    here = os.path.dirname(os.path.dirname(__file__))
    sys.path.append(here)
    import examples

    sys.path.remove(here)

sys.path.insert(0, os.path.dirname(__file__))  # TA702


def test_examples_run():
    assert examples.main() == 0
