"""An ``async def`` pytest test no async plugin will run."""

from __future__ import annotations

from flake8_testarch.core.rule import Hit
from flake8_testarch.rules.validation._never_runs.common import (
    _ASYNC_MARKS,
    _class_decorators_known,
    _facts,
    _lineage,
    _marks,
    _parameters,
    _pytestmark_values,
    _usefixtures,
)
from flake8_testarch.rules.validation._never_runs.project import _project_runs_coroutines


def _async_marked_or_requested(node, classes, ctx) -> bool:
    facts = _facts(ctx)
    marks = set(ctx.marks_of(node))
    expressions = list(node.decorator_list) + facts.module_pytestmark
    for cls in classes:
        marks |= _marks(cls.decorator_list + _pytestmark_values(cls.body), ctx)
        expressions += cls.decorator_list + _pytestmark_values(cls.body)
    if marks & _ASYNC_MARKS:
        return True
    requested = set(_parameters(node)) | _usefixtures(expressions, ctx)
    if requested & facts.anyio_fixtures or facts.autouse_anyio:
        return True
    # pytest-aiohttp's legacy plugin runs coroutine tests that use its loop.
    return any(name == "loop" or name.startswith("aiohttp_") for name in requested)


def _coroutines_run(ctx) -> bool:
    """The file or the project around it runs every coroutine test (worked out
    once per file)."""
    facts = _facts(ctx)
    if facts.coroutines_run is None:
        facts.coroutines_run = facts.runs_coroutines or _project_runs_coroutines(ctx)
    return facts.coroutines_run


def _check_async_pytest_test(node, parent, ctx):
    if _coroutines_run(ctx):
        return
    classes = []
    if parent is not None:
        found = _lineage(parent, _facts(ctx), ctx)
        if found is None or found[1]:
            return  # an imported base may be an async TestCase or a plugin's base class
        classes = found[0]
        if not _class_decorators_known(classes, ctx):
            return
    if _async_marked_or_requested(node, classes, ctx):
        return
    yield Hit(node, {"name": node.name}, variant="pytest-async")
