# filename: src/app/bootstrap.py
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))


def run(folder):
    os.chdir(folder)
