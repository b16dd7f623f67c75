import inspect

import pytest


def pytest_pycollect_makeitem(collector, name, obj):
    if inspect.isclass(obj) and name.endswith("Test"):
        return pytest.Class.from_parent(collector, name=name)
    return None
