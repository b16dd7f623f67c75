"""The facts about one fixture's body that TA502's judgement needs: its
parameters, locals and what they are given, where it first yields, how
each local is used, and what it runs again after the ``yield``."""

from __future__ import annotations

import ast

from flake8_testarch.rules.setup._hooks import reading_call
from flake8_testarch.rules.setup._probes import gates, throwaway
from flake8_testarch.syntax import blocks, child_nodes, simple_statements, walk_local

YIELDS = (ast.Yield, ast.YieldFrom)


class FixtureBody:
    """The facts about one fixture body that the judgement needs."""

    def __init__(self, node, ctx):
        self.node = node
        self.ctx = ctx
        arguments = node.args
        self.parameters = {
            argument.arg
            for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
        }
        self.declared_global: set[str] = set()
        self.locals: set[str] = set()
        # name -> the values `name = ...` statements give it
        assigned: dict[str, list[ast.AST]] = {}
        self.is_generator = False
        self.first_yield: int | None = None
        for inner in walk_local(node):
            if isinstance(inner, (ast.Global, ast.Nonlocal)):
                self.declared_global.update(inner.names)
            elif isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Store):
                self.locals.add(inner.id)
            elif isinstance(inner, ast.Assign):
                for name in {t.id for t in inner.targets if isinstance(t, ast.Name)}:
                    assigned.setdefault(name, []).append(inner.value)
            elif isinstance(inner, YIELDS):
                self.is_generator = True
                if self.first_yield is None or inner.lineno < self.first_yield:
                    self.first_yield = inner.lineno
        defined = _defined_in(node)
        self.locals |= defined
        self.locals -= self.declared_global | self.parameters
        self.assigned = assigned
        # Locals bound only to containers made here, `saved = {}`, or to a
        # function or class defined here: no other code holds them yet.
        self.fresh = {
            name
            for name in self.locals
            if name in assigned
            and all(isinstance(value, _CONTAINERS) for value in assigned[name])
            or name in defined and name not in assigned
        }
        self._uses: dict[str, list[tuple[ast.Name, ast.AST | None]]] | None = None
        self._compared: set[int] | None = None
        self._gate: bool | None = None
        self._teardown: set[str] | None = None

    def repeated_in_teardown(self, statement: ast.stmt) -> bool:
        """The same statement, or each simple statement of it, runs again
        after the ``yield`` (``os.unlink(SOCK)`` before and after, also in a
        guard on either side): it clears leftovers so every test starts clean."""
        if self._teardown is None:
            body = self.node.body
            after = next((i for i, s in enumerate(body) if holds_yield(s)), len(body))
            self._teardown = {ast.dump(s) for s in body[after + 1:]} | {
                ast.dump(inner) for s in body[after + 1:] for inner in simple_statements(s)
            }
        if not self._teardown:
            return False
        if ast.dump(statement) in self._teardown:
            return True
        steps = [ast.dump(inner) for inner in simple_statements(statement)]
        return bool(steps) and all(step in self._teardown for step in steps)

    def probes_with(self, name: str | None) -> bool:
        """Whether ``name`` holds something the fixture made only to probe a
        service with (``""``: an object made in place; see ``_probes``)."""
        if name is None or name and not throwaway(name, self.uses(name), self.locals):
            return False
        if self._gate is None:
            self._gate = gates(self.node, self.ctx)
        return self._gate

    def compared(self) -> set[int]:
        """The ids of the names read inside comparisons and ``assert``s."""
        if self._compared is None:
            self._compared = {
                id(inner)
                for node in ast.walk(self.node)
                if isinstance(node, (ast.Compare, ast.Assert))
                for inner in ast.walk(node)
                if isinstance(inner, ast.Name)
            }
        return self._compared

    def uses(self, name: str) -> list[tuple[ast.Name, ast.AST | None]]:
        """Every load of ``name`` in the body (nested callbacks too), with its parent."""
        if self._uses is None:
            self._read_parents()
        return self._uses.get(name, [])

    def _read_parents(self) -> None:
        """One walk of the body: the loads of each name, and what holds each
        attribute and item, with their parents."""
        self._uses = {}
        self._holders = {}
        for parent in ast.walk(self.node):
            for child in child_nodes(parent):
                if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Load):
                    self._uses.setdefault(child.id, []).append((child, parent))
                elif type(child) in (ast.Attribute, ast.Subscript):
                    self._holders[child] = parent

    def drives(self, reached: ast.Attribute) -> bool:
        """Whether code that reaches an attribute of a local (``root.handlers``)
        changes or drives it: writes it, or calls a method on it or on what
        it holds (``server.client.close()``). Reading it, sliced or copied
        (``root.handlers[:]``, ``root.level``), leaves it as it was."""
        if self._uses is None:
            self._read_parents()
        node = reached
        while True:
            if type(getattr(node, "ctx", None)) is not ast.Load:
                return True  # written or deleted
            holder = self._holders.get(node)
            if type(holder) is ast.Call and holder.func is node:
                return not reading_call(holder)
            if type(holder) not in (ast.Attribute, ast.Subscript) or holder.value is not node:
                return False
            node = holder


_CONTAINERS = (ast.Dict, ast.List, ast.Set, ast.Tuple, ast.DictComp, ast.ListComp, ast.SetComp)


def holds_yield(statement: ast.AST) -> bool:
    return any(isinstance(inner, YIELDS) for inner in walk_local(statement))


def _defined_in(function) -> set[str]:
    """The names of the functions and classes defined in a function's own
    blocks (not in those nested definitions)."""
    found = set()
    stack = list(function.body)
    while stack:
        statement = stack.pop()
        if type(statement) in _DEFINITIONS:
            found.add(statement.name)
            continue
        for _field, block in blocks(statement):
            stack.extend(block)
    return found


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
