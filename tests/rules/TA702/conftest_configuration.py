# filename: tests/conftest.py
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "helpers"))


def pytest_sessionstart(session):
    sys.path.append("extra")


@pytest.fixture(scope="session", autouse=True)
def project_root():
    os.chdir(os.path.dirname(__file__))


@pytest.fixture
def vendor_path():
    sys.path.insert(0, "vendor")  # TA702
    return "vendor"
