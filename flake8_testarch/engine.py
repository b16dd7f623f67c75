"""One walk over flake8's ``ast`` tree, handing each node to the rules that asked for its type.

The walk is iterative (deeply nested code cannot overflow the stack), keeps
the context's scope stack and import map current, and contains failures: a
rule that raises is reported once as TA000 on the node it was reading and is
skipped for the rest of the file, while every other rule goes on.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator

from flake8_testarch.context import SCOPE_TYPES, FileContext
from flake8_testarch.registry import rule_for
from flake8_testarch.rule import Hit, Rule

Report = tuple[int, int, str]
_LEAVE = object()


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
        stack: list = [ctx.tree]
        add_import = ctx.imports.add
        enter = ctx.enter
        while stack:
            node = stack.pop()
            if node is _LEAVE:
                ctx.leave()
                continue
            node_type = type(node)
            visitors = dispatch.get(node_type)
            if visitors:
                yield from self._visit(node, ctx, visitors, failed)
            if node_type is ast.Import or node_type is ast.ImportFrom:
                add_import(node)
                continue
            if isinstance(node, SCOPE_TYPES):
                enter(node)
                stack.append(_LEAVE)
            children = list(ast.iter_child_nodes(node))
            children.reverse()
            stack.extend(children)

    @staticmethod
    def _visit(node, ctx: FileContext, visitors, failed: set[str]) -> Iterator[Report]:
        for rule, visitor in visitors:
            if rule.code in failed:
                continue
            try:
                hits: list[Hit] = list(visitor(node, ctx) or ())
                reports = [(hit.node.lineno, hit.node.col_offset, rule.format(hit)) for hit in hits]
            except Exception as error:  # a rule's bug must not abort flake8
                failed.add(rule.code)
                yield _rule_error(node, rule, error)
                continue
            yield from reports


def _rule_error(node: ast.AST, rule: Rule, error: Exception) -> Report:
    detail = f"{type(error).__name__}: {error}".strip().rstrip(":")
    hit = Hit(node, {"failed_code": rule.code, "failed_name": rule.name, "error": detail})
    return getattr(node, "lineno", 1), getattr(node, "col_offset", 0), rule_for("TA000").format(hit)
