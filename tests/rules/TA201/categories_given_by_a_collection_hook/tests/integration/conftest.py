import pytest


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "sync" in item.nodeid:
            item.add_marker(pytest.mark.integration)
