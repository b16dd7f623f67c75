"""One walk over flake8's ``ast`` tree, handing each node to the rules that asked for its type.

The walk is iterative (deeply nested code cannot overflow the stack), keeps
the context's scope stack and import map current, and contains failures: a
rule that raises is reported once as TA000 on the node it was reading and is
skipped for the rest of the file, while every other rule goes on. Checks
that need inference (``Later``) run after the walk, when the inference
helper knows every place in the file it will be asked about.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterable, Iterator

from flake8_testarch.context import SCOPE_TYPES, FileContext
from flake8_testarch.registry import rule_for
from flake8_testarch.rule import Hit, Later, Rule

Report = tuple[int, int, str]
_LEAVE = object()
_IMPORTS = frozenset({ast.Import, ast.ImportFrom})
_SCOPES = frozenset(SCOPE_TYPES)


@functools.cache
def _child_fields(node_type: type) -> tuple[str, ...]:
    """The fields of a node type that can hold child nodes, last first; ``ctx``
    (Load/Store) is never of interest."""
    return tuple(field for field in reversed(node_type._fields) if field != "ctx")


class Engine:
    def __init__(self, rules: Iterable[Rule]):
        self.rules = tuple(rules)
        self._dispatch_all = self._dispatch(self.rules)
        self._dispatch_any_file = self._dispatch(r for r in self.rules if not r.test_files_only)

    @staticmethod
    def _dispatch(rules: Iterable[Rule]) -> dict[type, tuple]:
        table: dict[type, list] = {}
        for rule in rules:
            for node_type, visitor in rule.visitors.items():
                table.setdefault(node_type, []).append((rule, visitor))
        return {node_type: tuple(pairs) for node_type, pairs in table.items()}

    def run(self, ctx: FileContext) -> Iterator[Report]:
        dispatch = self._dispatch_all if ctx.is_test_file else self._dispatch_any_file
        if not dispatch:
            return
        failed: set[str] = set()
        later: list[tuple[Rule, Later]] = []
        # Rules that only look at the module as a whole need no walk.
        stack: list = [ctx.tree] if dispatch.keys() - {ast.Module} else []
        if not stack:
            yield from self._visit(ctx.tree, ctx, dispatch[ast.Module], failed, later)
        pop, push = stack.pop, stack.append
        add_import, enter, leave = ctx.imports.add, ctx.enter, ctx.leave
        while stack:
            node = pop()
            if node is _LEAVE:
                leave()
                continue
            node_type = type(node)
            visitors = dispatch.get(node_type)
            if visitors:
                yield from self._visit(node, ctx, visitors, failed, later)
            if node_type in _IMPORTS:
                add_import(node)
                continue
            if node_type in _SCOPES:
                enter(node)
                push(_LEAVE)
            # Children pushed last-first, so they are visited in source order.
            for field in _child_fields(node_type):
                value = getattr(node, field, None)
                if type(value) is list:
                    for item in reversed(value):
                        if isinstance(item, ast.AST):
                            push(item)
                elif isinstance(value, ast.AST):
                    push(value)
        if later:
            ctx.focus_inference(check.node for _rule, check in later)
            for rule, check in later:
                if rule.code not in failed:
                    yield from _contained(rule, check.node, check.check, failed)

    @staticmethod
    def _visit(node, ctx: FileContext, visitors, failed: set[str], later) -> Iterator[Report]:
        for rule, visitor in visitors:
            if rule.code not in failed:
                yield from _contained(rule, node, lambda: visitor(node, ctx), failed, later)


def _contained(rule: Rule, node: ast.AST, produce, failed: set[str], later=None):
    """The reports of one rule's work on one node; its exception becomes one TA000."""
    try:
        reports = []
        for item in produce() or ():
            if isinstance(item, Later):
                later.append((rule, item))
            else:
                reports.append((item.node.lineno, item.node.col_offset, rule.format(item)))
    except Exception as error:  # a rule's bug must not abort flake8
        failed.add(rule.code)
        yield _rule_error(node, rule, error)
        return
    yield from reports


def _rule_error(node: ast.AST, rule: Rule, error: Exception) -> Report:
    detail = f"{type(error).__name__}: {error}".strip().rstrip(":")
    hit = Hit(node, {"failed_code": rule.code, "failed_name": rule.name, "error": detail})
    return getattr(node, "lineno", 1), getattr(node, "col_offset", 0), rule_for("TA000").format(hit)
