"""One walk over flake8's ``ast`` tree, handing each node to the rules that asked for its type.

Before the walk, each rule with an ``applies_to`` gate is asked whether the
file can concern it at all; the rules that say no are left out of the
file's walk. The walk is iterative (deeply nested code cannot overflow the
stack), keeps the context's scope stack and import map current, and
contains failures: a rule that raises is reported once as TA000 on the node
it was reading and is skipped for the rest of the file, while every other
rule goes on. Checks that wait for the end of the walk (``Later``) run
after it; for the rules that need inference, the inference helper then
knows every place in the file it will be asked about. When the file's inference budget runs out, the
checks left without answers are reported once, as TA002, where the first of
them sits.
"""

from __future__ import annotations

import ast
import contextlib
import sys
import threading
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from flake8_testarch.core.context import SCOPE_TYPES, FileContext
from flake8_testarch.semantic.model import COMPREHENSION_TYPES
from flake8_testarch.core.registry import rule_for
from flake8_testarch.core.rule import Hit, Later, Rule, call_names
from flake8_testarch.syntax import child_fields, childless_types

Report = tuple[int, int, str]
SKIPPED_INFERENCE = "TA002"
_LEAVE = object()
_LEAVE_COMPREHENSION = object()
_SCOPES = frozenset(SCOPE_TYPES)
_NAMERS = frozenset({ast.Import, ast.ImportFrom, ast.Assign})
_COMPREHENSIONS = frozenset(COMPREHENSION_TYPES)
# What the walk does at a node besides handing it to visitors.
_DESCEND, _ENTER_SCOPE, _NOTE_NAMES, _ENTER_COMPREHENSION = 0, 1, 2, 3
# ast.parse builds trees up to ~3,000 levels deep; recursive rule code needs a
# few frames per level.
_DEEP_LIMIT = 20_000
_ROOMY_PYTHON = sys.version_info >= (3, 11)
_MAIN = threading.main_thread()


class _Dispatch(NamedTuple):
    """Which visitors see a node: by its type, and for a call whose callee's
    last name some visitors declared (``calls_named``), by that name. A call
    with any other name goes to ``by_type[ast.Call]``: the visitors that
    declared no names."""

    by_type: dict[type, tuple]
    calls_by_name: dict[str, tuple]
    # Childless node types no visitor asked for: the walk does not go to them.
    skipped: frozenset[type]
    # Per node type met, filled as the walk meets them: its visitors, what the
    # walk does there (_DESCEND, _ENTER_SCOPE, _NOTE_NAMES, _ENTER_COMPREHENSION)
    # and its child
    # fields last first (pushed so that the children pop in source order).
    steps: dict[type, tuple]

    def step(self, node_type: type) -> tuple:
        action = (
            _ENTER_SCOPE if node_type in _SCOPES
            else _NOTE_NAMES if node_type in _NAMERS
            else _ENTER_COMPREHENSION if node_type in _COMPREHENSIONS
            else _DESCEND
        )
        step = self.steps[node_type] = (
            self.by_type.get(node_type), action, child_fields(node_type)[::-1]
        )
        return step


class Engine:
    def __init__(self, rules: Iterable[Rule]):
        self.rules = tuple(rules)
        # Per (test file?, codes whose applies_to said no): who sees what.
        self._dispatches: dict[tuple[bool, frozenset[str]], _Dispatch] = {}
        self._gated = {
            test_file: tuple(
                rule for rule in self.rules
                if rule.applies_to is not None and _reads(rule, test_file)
            )
            for test_file in (True, False)
        }
        self._skipped_inference = next((r for r in self.rules if r.code == SKIPPED_INFERENCE), None)

    def _dispatch_for(self, test_file: bool, left_out: frozenset[str]) -> _Dispatch:
        key = (test_file, left_out)
        dispatch = self._dispatches.get(key)
        if dispatch is None:
            dispatch = self._dispatches[key] = self._dispatch(
                rule for rule in self.rules
                if _reads(rule, test_file) and rule.code not in left_out
            )
        return dispatch

    @staticmethod
    def _dispatch(rules: Iterable[Rule]) -> _Dispatch:
        table: dict[type, list] = {}
        for rule in rules:
            for node_type, visitor in rule.visitors.items():
                table.setdefault(node_type, []).append((rule, visitor))
        calls = table.get(ast.Call, ())
        named = {name for _rule, visitor in calls for name in call_names(visitor) or ()}
        calls_by_name = {
            name: tuple(pair for pair in calls if _sees_call_named(pair[1], name))
            for name in named
        }
        if calls:
            table[ast.Call] = [pair for pair in calls if call_names(pair[1]) is None]
        by_type = {node_type: tuple(pairs) for node_type, pairs in table.items()}
        return _Dispatch(by_type, calls_by_name, childless_types() - by_type.keys(), {})

    def run(self, ctx: FileContext) -> Iterator[Report]:
        test_file = ctx.is_test_file
        with _deep_recursion() as ordinary_limit:
            run = _FileRun(ctx, self._skipped_inference, ordinary_limit)
            dispatch = self._dispatch_for(test_file, run.left_out(self._gated[test_file]))
            if not dispatch.by_type:
                return iter(run.reports)
            return self._run(ctx, dispatch, run)

    def _run(self, ctx: FileContext, dispatch: _Dispatch, run: _FileRun) -> Iterator[Report]:
        by_type, calls_by_name, skipped, steps = dispatch
        # Which callee names a plain-name call may stand for, by the imports
        # and aliases met so far (and the module's top-level imports): only a
        # filter, so that ``p(...)`` after ``from m import f as p`` reaches
        # the visitors of ``f``; they read what it stands for from ctx.
        aliases: dict[str, str] = ctx.callee_aliases
        for statement in ctx.tree.body:
            if type(statement) in _NAMERS:
                _note_names(statement, aliases)
        # Rules that only look at the module as a whole need no walk.
        stack: list = [ctx.tree] if by_type.keys() - {ast.Module} else []
        if not stack:
            run.visit(ctx.tree, by_type[ast.Module])
        pop, push, visit = stack.pop, stack.append, run.visit
        enter, leave = ctx.enter, ctx.leave
        enter_comprehension, leave_comprehension = ctx.enter_comprehension, ctx.leave_comprehension
        call, attribute, plain_name = ast.Call, ast.Attribute, ast.Name
        while stack:
            node = pop()
            if node is _LEAVE:
                leave()
                continue
            if node is _LEAVE_COMPREHENSION:
                leave_comprehension()
                continue
            node_type = type(node)
            visitors, action, fields = steps.get(node_type) or dispatch.step(node_type)
            if node_type is call and calls_by_name:
                callee = node.func
                callee_type = type(callee)
                if callee_type is attribute:
                    visitors = calls_by_name.get(callee.attr, visitors)
                elif callee_type is plain_name:
                    named = calls_by_name.get(callee.id)
                    if named is None:
                        original = aliases.get(callee.id)
                        if original is not None:
                            named = calls_by_name.get(original)
                    if named is not None:
                        visitors = named
            if visitors:
                visit(node, visitors)
            if action:
                if action == _NOTE_NAMES:
                    _note_names(node, aliases)
                elif action == _ENTER_SCOPE:
                    enter(node)
                    push(_LEAVE)
                else:
                    enter_comprehension(node)
                    push(_LEAVE_COMPREHENSION)
            # Children pushed last-first, so they are visited in source order;
            # childless ones no rule visits are not pushed. These fields hold a
            # node, None, or a list of nodes and Nones (``Dict.keys`` for
            # ``**``, ``kw_defaults``).
            for field in fields:
                value = getattr(node, field, None)
                if type(value) is list:
                    for item in reversed(value):
                        if item is not None and type(item) not in skipped:
                            push(item)
                elif value is not None and type(value) not in skipped:
                    push(value)
        run.finish()
        return iter(run.reports)


def _note_names(node: ast.AST, aliases: dict[str, str]) -> None:
    """Record the callee name each name bound here may stand for."""
    if type(node) is ast.Assign:
        value = node.value
        value_type = type(value)
        if value_type is ast.Attribute:
            original = value.attr
        elif value_type is ast.Name:
            original = aliases.get(value.id, value.id)
        else:
            return
        for target in node.targets:
            if type(target) is ast.Name:
                aliases[target.id] = original
        return
    for alias in node.names:
        if alias.asname:
            aliases[alias.asname] = alias.name.rpartition(".")[2]


def _reads(rule: Rule, test_file: bool) -> bool:
    """Whether the rule looks at a file of this kind at all."""
    return test_file or not rule.test_files_only


def _sees_call_named(visitor, name: str) -> bool:
    names = call_names(visitor)
    return names is None or name in names


@contextlib.contextmanager
def _deep_recursion():
    """Room for rules that recurse over expressions (``ast.dump``, ``ast.unparse``,
    their own helpers): ``ast.parse`` accepts trees about three times deeper
    than the default recursion limit of 1000 lets Python code follow. Raised
    only where pure Python calls do not use the C stack (3.11+) and only in
    the main thread (other threads may have small stacks); restored after.
    Yields the limit as it was, for the work that must keep it (astroid's
    inference nests generators, and resuming a generator does use the C
    stack).
    """
    limit = sys.getrecursionlimit()
    raise_it = _ROOMY_PYTHON and limit < _DEEP_LIMIT and threading.current_thread() is _MAIN
    if raise_it:
        sys.setrecursionlimit(_DEEP_LIMIT)
    try:
        yield limit
    finally:
        if raise_it:
            sys.setrecursionlimit(limit)


@contextlib.contextmanager
def _recursion_limit(limit: int):
    """The recursion limit set to ``limit`` for a while (unchanged if the stack
    is already deeper than that)."""
    current = sys.getrecursionlimit()
    try:
        sys.setrecursionlimit(limit)
    except RecursionError:
        limit = current
    try:
        yield
    finally:
        if limit != current:
            sys.setrecursionlimit(current)


class _FileRun:
    """The reports of one file, with each rule's failures contained."""

    def __init__(
        self,
        ctx: FileContext,
        skipped_inference: Rule | None = None,
        ordinary_limit: int | None = None,
    ):
        self.ctx = ctx
        self.reports: list[Report] = []
        self.failed: set[str] = set()
        self.later: list[tuple[Rule, Later]] = []
        self.skipped_inference = skipped_inference
        self.ordinary_limit = ordinary_limit or sys.getrecursionlimit()

    def left_out(self, gated: tuple[Rule, ...]) -> frozenset[str]:
        """The codes of the rules whose ``applies_to`` says the file gives them
        nothing to see; a gate that fails leaves its rule out too."""
        left_out = set()
        for rule in gated:
            try:
                applies = rule.applies_to(self.ctx)
            except Exception as error:  # a rule's bug must not abort flake8
                self._fail(rule, self.ctx.tree, error)
                applies = False
            if not applies:
                left_out.add(rule.code)
        return frozenset(left_out)

    def visit(self, node, visitors) -> None:
        ctx, failed = self.ctx, self.failed
        for rule, visitor in visitors:
            if failed and rule.code in failed:
                continue
            try:
                produced = visitor(node, ctx)
                if produced:  # None and () need no work; a generator is truthy
                    self._take(rule, produced)
            except Exception as error:  # a rule's bug must not abort flake8
                self._fail(rule, node, error)

    def _take(self, rule: Rule, produced) -> None:
        for item in produced:
            if isinstance(item, Later):
                self.later.append((rule, item))
            else:
                self.reports.append((item.node.lineno, item.node.col_offset, rule.format(item)))

    def _fail(self, rule: Rule, node, error: Exception) -> None:
        self.failed.add(rule.code)
        self.reports.append(_rule_error(node, rule, error))

    def finish(self) -> None:
        """Run the checks that waited for the end of the walk."""
        if not self.later:
            return
        focus = [check.node for rule, check in self.later if rule.needs_inference]
        inference = None
        if focus:
            self.ctx.focus_inference(focus)
            inference = self.ctx.inference
        skipped: list[tuple[Rule, Later]] = []
        for rule, check in self.later:
            if rule.code in self.failed:
                continue
            uses_inference = inference is not None and rule.needs_inference
            refused = inference.refused if uses_inference else 0
            limit = self.ordinary_limit if rule.needs_inference else sys.getrecursionlimit()
            try:
                with _recursion_limit(limit):
                    hits = list(check.check() or ())
                for hit in hits:
                    self.reports.append((hit.node.lineno, hit.node.col_offset, rule.format(hit)))
            except Exception as error:  # a rule's bug must not abort flake8
                self._fail(rule, check.node, error)
            if uses_inference and inference.exhausted and (
                inference.refused > refused or skipped
            ):
                skipped.append((rule, check))
        if skipped and self.skipped_inference is not None:
            self._report_skipped(inference, skipped)

    def _report_skipped(self, inference, skipped: list[tuple[Rule, Later]]) -> None:
        """One report for the file: where the first check went without inference,
        why, and which codes were not checked from there on."""
        node = skipped[0][1].node
        codes = sorted({rule.code for rule, _check in skipped})
        hit = Hit(node, {"reason": inference.cut_off, "codes": ", ".join(codes)})
        self.reports.append((node.lineno, node.col_offset, self.skipped_inference.format(hit)))


def _rule_error(node: ast.AST, rule: Rule, error: Exception) -> Report:
    detail = f"{type(error).__name__}: {error}".strip().rstrip(":")
    hit = Hit(node, {"failed_code": rule.code, "failed_name": rule.name, "error": detail})
    return getattr(node, "lineno", 1), getattr(node, "col_offset", 0), rule_for("TA000").format(hit)
