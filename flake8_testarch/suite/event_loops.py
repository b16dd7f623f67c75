"""The event loop a project's asynchronous tests run on, when the test modules
replace pytest-asyncio's own: a ``pytest_asyncio_loop_factories`` hook, or an
``event_loop`` / ``event_loop_policy`` fixture, in the file itself or in a
``conftest.py`` or plugin module it sees.

asyncio schedules every sleep and timeout by ``loop.time()``. A loop class of
the project that defines its own ``time`` keeps a clock of its own (a virtual
clock that jumps to the next timer), so sleeps on that loop take no real
time. Modules are read from disk, never imported.
"""

from __future__ import annotations

import ast

from flake8_testarch.project.modules import ModuleView, find_definition
from flake8_testarch.project.roots import in_project, root_of
from flake8_testarch.suite.collection import fixture_spec
from flake8_testarch.suite.fixtures import fixture_modules

# pytest-asyncio's hook that names the loops the tests run on, and the
# fixtures that hand it a loop or a policy that makes loops.
_LOOP_HOOKS = frozenset({"pytest_asyncio_loop_factories"})
_LOOP_FIXTURES = frozenset({"event_loop", "event_loop_policy"})
_BASE_DEPTH = 4  # base classes followed up from the loop class


def loop_clock_is_fake(module: ModuleView) -> bool:
    """Whether the event loop the module's asynchronous tests run on is one
    of the project's own classes that keeps its own clock."""
    return any(_installs_own_clock(source) for source in fixture_modules(module))


def _installs_own_clock(module: ModuleView) -> bool:
    found = module.memo.get("loop keeps own clock")
    if found is None:
        found = module.memo["loop keeps own clock"] = any(
            _keeps_own_clock(name, module, _BASE_DEPTH)
            for function in _loop_providers(module)
            for name in _named_in(function, module)
        )
    return found


def _loop_providers(module: ModuleView) -> list[ast.AST]:
    """The hook and the loop fixtures the module defines at top level, each
    looked up by name (a module read with its outline is not parsed whole)."""
    found = []
    for name in (*_LOOP_HOOKS, *_LOOP_FIXTURES):
        definition = module.top_level(name)
        if not isinstance(definition, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if name in _LOOP_HOOKS or fixture_spec(definition, module.imports) is not None:
            found.append(definition)
    return found


def _named_in(function: ast.AST, module: ModuleView) -> set[str]:
    """The names (dotted where imported) the function's body refers to."""
    found = set()
    for node in ast.walk(function):
        if isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, ast.Load):
            name = module.imports.resolve(node)
            if name:
                found.add(name)
            elif isinstance(node, ast.Name):
                found.add(node.id)
    return found


def _keeps_own_clock(name: str, module: ModuleView, depth: int) -> bool:
    """Whether ``name``, read from ``module``, is a class of the project that
    defines ``time`` itself or through a base of the project."""
    found = _project_class(name, module)
    if found is None:
        return False
    owner, definition = found
    if any(
        isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef))
        and statement.name == "time"
        for statement in definition.body
    ):
        return True
    if depth <= 0:
        return False
    for base in definition.bases:
        base_name = owner.imports.resolve(base)
        if base_name is None and isinstance(base, ast.Name):
            base_name = base.id
        if base_name and _keeps_own_clock(base_name, owner, depth - 1):
            return True
    return False


def _project_class(name: str, module: ModuleView):
    """(module, class definition) of a class the module defines or imports
    from the project; None for anything else."""
    if "." not in name:
        local = module.top_level(name)
        return (module, local) if isinstance(local, ast.ClassDef) else None
    root = root_of(module.path)
    found = find_definition(name, module.path, lambda path: in_project(path, root))
    if found is None or not isinstance(found[1], ast.ClassDef):
        return None
    return found
