# filename: test/run_examples_test.py
# A script named like a test module, with no test in it, run through its
# `__main__` block: its top-level code is the script's.
import os
import sys

sys.path[0:0] = ["."]
os.environ["EXAMPLES_ROOT"] = "examples"


def run_examples():
    for name in os.listdir("examples"):
        os.system(f"{sys.executable} examples/{name}")


if __name__ == "__main__":
    run_examples()
