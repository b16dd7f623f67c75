"""What one function does towards restoring, read once per function: its
first ``yield``, what it patches or registers for cleanup, its ``finally``
blocks, the changes it makes itself and the context managers its ``yield``
sits in; shared by the file's restoring code (_restore_regions.py) and the
verdict on each change (_global_state.py).
"""

from __future__ import annotations

import ast
from typing import NamedTuple

from flake8_testarch.suite.cleanups import is_cleanup_call, nested_registrations
from flake8_testarch.syntax import TRIES, walk_local
from flake8_testarch.rules.independence._changes import (
    CWD,
    Change,
    META_PATH,
    MODULES,
    detect,
    might_change,
)
from flake8_testarch.rules.independence._key_index import KeyIndex
from flake8_testarch.rules.independence._restores import (
    Cover,
    SYS_PATH,
    guard_covers,
)

TRY_TYPES = TRIES
YIELDS = (ast.Yield, ast.YieldFrom)
# Fixtures that snapshot the process for the test that asks for them.
_SNAPSHOT_FIXTURES = frozenset({"pytester", "testdir"})
_SNAPSHOTTED = ((CWD, None), (SYS_PATH, None), (META_PATH, None), (MODULES, None))


class _FinallyCover(NamedTuple):
    """A restore a ``finally`` block makes, for the ``try`` on ``line``."""

    resource: str
    keys: frozenset[str] | None
    line: int
    cover: Cover


class FunctionFacts:
    """One function's facts: its first yield, what it registers or patches,
    its finally blocks, and the changes it makes itself. ``state`` is the
    file's restoring code (_restore_regions.py), which knows what a patcher
    or a cleanup registration restores."""

    def __init__(self, node, resolve, cls, state, cleanup_since_zero=False):
        self.node = node
        self.cls = cls
        self.first_yield: int | None = None
        self.guards: list[Cover] = []
        self.tries: list[ast.AST] = []
        self.changes: list[Change] = []
        self.yield_managers: list[ast.AST] = []
        self._guard_index: KeyIndex | None = None
        self._change_index: KeyIndex | None = None
        self._finally_index: KeyIndex | None = None
        if isinstance(node, ast.Lambda):
            return
        nodes = state.ctx.local_nodes(node)
        items = set()
        for inner in nodes:
            if isinstance(inner, (ast.With, ast.AsyncWith)):
                items.update(id(item.context_expr) for item in inner.items)
        for inner in nodes:
            inner_type = type(inner)
            if inner_type in YIELDS:
                if self.first_yield is None or inner.lineno < self.first_yield:
                    self.first_yield = inner.lineno
            elif inner_type is ast.Call:
                if id(inner) not in items:
                    since = 0 if cleanup_since_zero else inner.lineno
                    self.guards.extend(guard_covers(inner, resolve, node, since, applied=False))
                    self.guards.extend(state.patcher_covers(inner, resolve, node, cls, since))
                if is_cleanup_call(inner):
                    self.guards.extend(state.cleanup_covers(inner, resolve, node, cls))
            elif inner_type in TRY_TYPES and inner.finalbody:
                self.tries.append(inner)
            if might_change(inner):
                self.changes.extend(detect(inner, resolve, state.shared))
        for registration in nested_registrations(nodes):
            self.guards.extend(state.cleanup_covers(registration, resolve, node, cls))
        arguments = node.args
        parameters = {
            a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
        }
        if parameters & _SNAPSHOT_FIXTURES:
            self.guards.extend(Cover(resource, keys) for resource, keys in _SNAPSHOTTED)
        if self.first_yield is not None:
            for inner in nodes:
                if isinstance(inner, (ast.With, ast.AsyncWith)) and any(
                    isinstance(y, YIELDS) for y in walk_local(inner)
                ):
                    self.yield_managers.extend(item.context_expr for item in inner.items)

    def guards_near(self, change: Change) -> list[Cover]:
        """The guards that may cover ``change`` (see ``KeyIndex``)."""
        if self._guard_index is None:
            self._guard_index = KeyIndex(self.guards)
        return self._guard_index.near(change)

    def changes_near(self, change: Change) -> list[Change]:
        """The function's changes that may put ``change`` back or be put back
        by it (see ``KeyIndex``)."""
        if self._change_index is None:
            self._change_index = KeyIndex(self.changes)
        return self._change_index.near(change)

    def finally_restores(self, change: Change, state) -> bool:
        """A ``finally`` block of a ``try`` after the change puts it back.
        What each block restores is read once per function (a long test
        may hold hundreds of them, and make hundreds of changes)."""
        if self._finally_index is None:
            self._finally_index = KeyIndex(
                _FinallyCover(cover.resource, cover.keys, statement.lineno, cover)
                for statement in self.tries
                for cover in state.region_covers(
                    statement.finalbody, state.resolve, self.cls, state.module_defs()
                )
            )
        line = change.node.lineno
        return any(
            later.line > line and later.cover.covers(change)
            for later in self._finally_index.near(change)
        )

    def after_yield(self, line: int) -> bool:
        return self.first_yield is not None and line > self.first_yield
