"""What one walk over a function of the call graph tells (``callgraph.py``):
the calls it makes, the functions it defines, what its local names are
bound to, the imports it makes itself, and the ``=`` statements of a
class's methods."""

from __future__ import annotations

import ast
import collections
import functools
from collections.abc import Iterator

from flake8_testarch.semantic.model import SemanticModel, bindings_in
from flake8_testarch.syntax import attribute_chain, walk


# A parameter is not among them: a test's or fixture's parameter holds what
# the fixture of that name gives, which its function's code makes.
_OWN_VALUES = frozenset({"value", "element", "augmented", "unknown"})


class LocalFacts:
    """What one walk over a function tells: the calls it makes (nested functions
    and lambdas included: they run when the function hands them on), and from
    its own scope the functions it defines, what its local names are bound to
    (``x = ...``, ``with ... as x``) and the imports it makes itself
    (``def helper(): import sqlite3``)."""

    def __init__(self, function: ast.AST, model: SemanticModel | None):
        self.function = function
        self.model = model
        self.calls: list[ast.Call] = []
        if isinstance(function, ast.ClassDef):
            return
        if model is not None and model.indexed and type(function) is not ast.Lambda:
            self.calls = model.nodes.within(ast.Call, function)
            return
        arguments = function.args
        defaults = [d for d in (*arguments.defaults, *arguments.kw_defaults) if d is not None]
        calls, call = self.calls, ast.Call
        for root in reversed((*function.body, *function.decorator_list, *defaults)):
            calls.extend(node for node in walk(root) if type(node) is call)

    def _bindings(self, name: str) -> list:
        if self.model is not None:
            return self.model.bindings(name, self.function)
        return bindings_in(name, self.function)

    def nested_function(self, name: str) -> ast.AST | None:
        """The function ``name`` the function defines in its own code."""
        if isinstance(self.function, ast.ClassDef):
            return None
        for binding in self._bindings(name):
            if binding.kind == "definition" and type(binding.value) in _NESTED_FUNCTIONS:
                return binding.value
        return None

    def shadows(self, name: str) -> bool:
        """Whether the function binds ``name`` to a value of its own (an
        assignment, a loop variable): then a call of that name is not a call
        of the module's function of the same name."""
        if isinstance(self.function, ast.ClassDef):
            return False
        return any(binding.kind in _OWN_VALUES for binding in self._bindings(name))

    def values(self, name: str) -> list[ast.AST]:
        """What the function binds a local name to (``x = ...``, ``with ... as x``)."""
        if isinstance(self.function, ast.ClassDef):
            return []
        return [b.value for b in self._bindings(name) if b.kind == "value"]

    def resolve(self, expression: ast.AST) -> str | None:
        """The dotted name through an import the function makes itself (the
        linted file's model has already looked at those)."""
        if self.model is not None or isinstance(self.function, ast.ClassDef):
            return None
        root, attributes = attribute_chain(expression)
        if root is None:
            return None
        for binding in reversed(self._bindings(root.id)):
            if binding.kind == "import":
                return ".".join([binding.target, *attributes])
        return None


def assignments(function: ast.AST) -> Iterator[ast.Assign]:
    """The ``=`` statements in a function, nested blocks and functions included,
    in ``ast.walk`` order: only statements hold them, so only the statement
    lists are walked, not the expressions."""
    queue = collections.deque([function])
    while queue:
        node = queue.popleft()
        if type(node) is ast.Assign:
            yield node
        for field in _block_fields(type(node)):
            queue.extend(getattr(node, field))


@functools.cache
def _block_fields(node_type: type) -> tuple[str, ...]:
    """The fields of a statement (or except handler, or match case) that hold
    statements, handlers or cases, in ``_fields`` order."""
    if not issubclass(node_type, (ast.stmt, ast.excepthandler, ast.match_case)):
        return ()
    return tuple(f for f in node_type._fields if f in _BLOCKS)


_BLOCKS = frozenset({"body", "orelse", "finalbody", "handlers", "cases"})


_NESTED_FUNCTIONS = frozenset({ast.FunctionDef, ast.AsyncFunctionDef})
