"""The mocks of one file as TA602 meets them (``FileMocks``): where each
is bound, what it replaces, which fixture hands it out and which tests
and fixtures ask for that fixture."""

from __future__ import annotations

import ast
import bisect

from flake8_testarch.rules.mocking._mock_usage import mock_usage
from flake8_testarch.rules.mocking._mocks import CONSTRUCTORS, last_name, mock_member
from flake8_testarch.syntax import walk_scope


class FileMocks:
    """What TA602 keeps for one file, filled as the walk meets its mocks."""

    def __init__(self):
        # constructor call -> (key, scope): the name it is bound to and where to look.
        self.bound: dict[ast.Call, tuple[str, ast.AST]] = {}
        # constructor call -> what it replaces.
        self.replacements: dict[ast.Call, str] = {}
        # scope -> {key: evidence or None (the mock was given a spec later)}
        self.usage: dict[ast.AST, dict[str, str | None]] = {}
        # constructor call -> the fixture that returns or yields it.
        self.returned: dict[ast.Call, ast.AST] = {}
        # fixture name -> the functions of the file that ask for it.
        self.consumers: dict[str, list[ast.AST]] | None = None
        # scope -> the names it returns or yields.
        self.returned_names: dict[ast.AST, set[str]] = {}
        # Mocks handed to a patch as what replaces Python's own objects.
        self.standard_stand_ins: set[ast.AST] = set()

    def note_replacement(self, value, evidence: str) -> None:
        """What a mock made right where it is handed over replaces."""
        if a_mock_made_here(value):
            self.replacements[value] = evidence


def a_mock_made_here(value) -> bool:
    """``Mock(...)``, ``MagicMock(...)``: a mock constructor's call."""
    return isinstance(value, ast.Call) and last_name(value.func) in CONSTRUCTORS


def file_mocks(ctx) -> FileMocks:
    state = ctx.scratch.get(_SCRATCH)
    if state is None:
        state = ctx.scratch[_SCRATCH] = FileMocks()
    return state


_SCRATCH = "TA602 file mocks"  # ctx.scratch key


def returns_name(function: ast.AST, name: str, state: FileMocks) -> bool:
    """The function returns or yields the name (its names read once per function)."""
    names = state.returned_names.get(function)
    if names is None:
        names = state.returned_names[function] = {
            node.value.id
            for node in walk_scope(function)
            if isinstance(node, (ast.Return, ast.Yield)) and isinstance(node.value, ast.Name)
        }
    return name in names


def used_by_consumers(fixture: str, ctx, state: FileMocks) -> str | None:
    """The first configuration or check of the fixture's mock in a test or
    fixture of the file that asks for it by name."""
    if state.consumers is None:
        state.consumers = {}
        functions = ctx.nodes_of(ast.FunctionDef, ast.AsyncFunctionDef)
        for node in sorted(functions, key=lambda function: function.lineno):
            arguments = node.args
            for parameter in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs):
                state.consumers.setdefault(parameter.arg, []).append(node)
    # A function that never reads the name does nothing with the mock: its
    # usage need not be read (a fixture may have thousands of consumers).
    reads = sorted((n.lineno, n.col_offset) for n in ctx.nodes_of(ast.Name) if n.id == fixture)
    for consumer in state.consumers.get(fixture, ()):
        at = bisect.bisect_left(reads, (consumer.lineno, consumer.col_offset))
        if at == len(reads) or reads[at] > (consumer.end_lineno, consumer.end_col_offset):
            continue
        evidence = mock_usage(consumer, state.usage, ctx.semantic).get(fixture)
        if evidence:
            return f"{evidence} in {consumer.name}"
    return None


def only_mocks_bound(key: str, scope: ast.AST, ctx) -> bool:
    """Whether every value the name (or ``self.<attribute>``) gets in its scope is
    a mock: otherwise its attributes may belong to something else (an import
    in ``try``, a real object in another branch)."""
    if key.startswith("self."):
        values = ctx.semantic.attribute_values(key[len("self."):], scope)
    else:
        bindings = ctx.semantic.bindings(key, scope)
        if any(binding.kind not in ("value", "augmented") for binding in bindings):
            return False
        values = [binding.value for binding in bindings]
    return all(
        isinstance(value, ast.Call) and mock_member(value.func, ctx) in CONSTRUCTORS
        or isinstance(value, ast.Constant) and value.value is None
        for value in values
    )
