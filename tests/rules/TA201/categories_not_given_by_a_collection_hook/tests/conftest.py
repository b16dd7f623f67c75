import pytest


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "bulk" in item.name:
            item.add_marker(pytest.mark.slow)
