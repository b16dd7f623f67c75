"""Context managers of the project that replace a sleep while they are open
(``with fake_time():`` whose body is ``with mock.patch("time.sleep",
new=clock.sleep): yield clock``): the sleeps run under them call the fake."""

from __future__ import annotations

import ast

from flake8_testarch.project import modules as project
from flake8_testarch.suite.doubles import replaced_by_a_patch
from flake8_testarch.syntax import walk_local

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)
_WITHS = (ast.With, ast.AsyncWith)
_DEPTH = 3  # managers built from managers: fake_time_asyncio() -> fake_time() -> patch
_KNOWN = "waiting.managers replacing a sleep"  # ctx.scratch key


def under_a_patching_manager(where: ast.AST, name: str, ctx) -> bool:
    """The sleep ``name`` at ``where`` runs inside a ``with`` of a context
    manager whose definition replaces it; or it sits in a function nested
    in a test or fixture that opens such a manager: the nested function is
    there to be run by the code around it, under the fake."""
    functions = [scope for scope in ctx.scopes if type(scope) in _DEFS]
    if not functions:
        return False
    outer = functions[0]
    if len(functions) == 1:
        withs = [node for node in ctx.semantic.ancestors(where, outer) if type(node) in _WITHS]
    else:
        withs = [node for node in ctx.local_nodes(outer) if type(node) in _WITHS]
    return any(
        type(item.context_expr) is ast.Call
        and _replaces(item.context_expr.func, ctx.module, name, ctx, _DEPTH)
        for node in withs for item in node.items
    )


def _replaces(func: ast.AST, module, name: str, ctx, depth: int) -> bool:
    """A generator context manager (of the file or the project) whose body
    replaces the sleep ``name`` in a ``with``, itself or through another
    such manager it opens."""
    located = _generator(func, module, ctx)
    if located is None:
        return False
    definition, owner = located
    known = ctx.scratch.setdefault(_KNOWN, {})
    key = (definition, name)
    if key in known:
        return known[key]
    known[key] = False  # a manager opening itself replaces nothing
    found = False
    for node in walk_local(definition):
        if type(node) not in _WITHS:
            continue
        for item in node.items:
            expression = item.context_expr
            if replaced_by_a_patch(name, expression, owner.imports.resolve) or (
                depth > 1 and type(expression) is ast.Call
                and _replaces(expression.func, owner, name, ctx, depth - 1)
            ):
                found = True
    known[key] = found
    return found


def _generator(func: ast.AST, module, ctx):
    """(definition, its module) of a generator function named by ``func``
    in ``module``: defined there at top level, or imported from the
    project."""
    if type(func) is ast.Name:
        local = module.top_level(func.id)
        if type(local) in _DEFS:
            return (local, module) if _yields(local) else None
    dotted = module.imports.resolve(func)
    importer = module.path or ctx.filename
    if dotted is None or not importer:
        return None
    if project.definition_kind(dotted, importer) != "generator":
        return None
    located = project.find_definition(dotted, importer)
    if located is None or type(located[1]) not in _DEFS:
        return None
    return located[1], located[0]


def _yields(function) -> bool:
    return any(type(node) in (ast.Yield, ast.YieldFrom) for node in walk_local(function))
