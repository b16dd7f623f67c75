# filename: tests/conftest.py
import os

import pytest

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "app.settings")
os.environ["APP_TESTING"] = "1"


def pytest_configure(config):
    os.environ["CONFIGURED"] = "1"


@pytest.fixture(scope="session", autouse=True)
def session_settings():
    os.environ["SESSION_WIDE"] = "1"


@pytest.fixture
def per_test_settings():
    os.environ["PER_TEST"] = "1"  # TA701
    return "settings"


def configure_logging():
    os.environ["LOG_LEVEL"] = "debug"


configure_logging()
