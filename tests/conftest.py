"""Shared pytest setup for the plugin's own suite."""

CATEGORIES = {
    "unit": "in-process, no subprocess, no network",
    "integration": "runs the real flake8 executable in a subprocess",
}


def pytest_configure(config):
    for name, description in CATEGORIES.items():
        config.addinivalue_line("markers", f"{name}: {description}")
