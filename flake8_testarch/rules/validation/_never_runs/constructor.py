"""A test class with a constructor: pytest does not collect it."""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.rules.validation._never_runs.common import (
    _DATACLASS_DECORATORS,
    _class_decorators_known,
    _decorator_name,
    _facts,
    _lineage,
    _sets_dunder_test,
    _test_methods,
)


def _constructor(local_classes, ctx) -> str | None:
    for position, cls in enumerate(local_classes):
        where = "" if position == 0 else f" (inherited from {cls.name})"
        for statement in cls.body:
            name = None
            if isinstance(statement, FUNCTION_TYPES):
                name = statement.name
            elif isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                name = getattr(statement.targets[0], "id", None)
            if name in ("__init__", "__new__"):
                return name + where
        for decorator in cls.decorator_list:
            if _decorator_name(decorator, ctx) in _DATACLASS_DECORATORS:
                return "a generated __init__" + where
    return None


def _check_constructor_class(node: ast.ClassDef, ctx):
    facts = _facts(ctx)
    found = _lineage(node, facts, ctx)
    if found is None or found[1]:
        return
    local = found[0]
    if _sets_dunder_test(local) or not _class_decorators_known(local, ctx, allow_dataclass=True):
        return
    constructor = _constructor(local, ctx)
    if constructor is None or not _test_methods(local, ctx):
        return
    if facts.mentions(node.name, node, r"\b{}\s*\("):
        return  # the file builds it: a helper object, not a test class
    yield Hit(node, {"name": node.name, "constructor": constructor}, variant="constructor")
