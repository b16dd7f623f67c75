"""An ``async def`` test in a plain ``unittest.TestCase``."""

from __future__ import annotations

from flake8_testarch.core.rule import Hit
from flake8_testarch.rules.validation._never_runs.common import (
    _CALL_MACHINERY,
    _PLAIN_TESTCASES,
    _class_decorators_known,
    _facts,
    _lineage,
    _methods,
)


def _check_async_unittest_test(node, parent, ctx):
    found = _lineage(parent, _facts(ctx), ctx)
    if found is None:
        return
    local, external = found
    if not external or not external <= _PLAIN_TESTCASES:
        return
    if not _class_decorators_known(local, ctx):
        return
    if any(method.name in _CALL_MACHINERY for cls in local for method in _methods(cls)):
        return
    yield Hit(node, {"name": node.name}, variant="unittest-async")
