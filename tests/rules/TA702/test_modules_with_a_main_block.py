# filename: test/run_examples_test.py
# A test module that can also be run as a script still changes the path for
# every test collected with it.
import os
import sys

sys.path[0:0] = ["."]  # TA702


def test_examples_run():
    assert os.listdir("examples")


if __name__ == "__main__":
    test_examples_run()
