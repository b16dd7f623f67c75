"""Forgetting modules (``del sys.modules[name]``, ``sys.modules.pop(name)``)
that take nothing from a later test: modules the tests write themselves,
named by a key or by the prefix a loop over ``sys.modules`` selects."""

from __future__ import annotations

import ast

from flake8_testarch.project.modules import find_module
from flake8_testarch.project.roots import in_standard_library
from flake8_testarch.rules.independence._changes import ANY_KEY, MODULES, Change
from flake8_testarch.rules.independence._restores import _string


def unloads_a_module_of_the_tests(change: Change, filename: str, semantic) -> bool:
    """``sys.modules.pop("cli_app", None)`` where no module of that name
    exists in the project, the environment or the standard library: the
    tests write it themselves (in a temporary folder), and forgetting a stale
    copy takes nothing from a later test. Also every module whose name
    starts so (``if name.startswith("cli_app"): del sys.modules[name]``)."""
    if change.resource != MODULES or change.verb != "delete" or not change.keys:
        return False
    keys = change.keys
    if ANY_KEY in keys:
        keys = _prefixes_unloaded(change.node, semantic)
    return bool(keys) and all(
        key.partition(".")[0].isidentifier() and not in_standard_library(key)
        and find_module(key.partition(".")[0], filename) is None
        for key in keys
    )


def _prefixes_unloaded(statement: ast.AST, semantic) -> tuple[str, ...]:
    """The name starts ``del sys.modules[name]`` is guarded by (``if
    name.startswith(("app_", "plugin_")):``), or nothing."""
    owner, block, _index = semantic.block_of(statement)
    key = unloaded_key(statement)
    test = getattr(owner, "test", None)
    if type(owner) is not ast.If or block is not owner.body or type(test) is not ast.Call:
        return ()
    func = test.func
    if not (
        type(func) is ast.Attribute and func.attr == "startswith" and len(test.args) == 1
        and ast.dump(func.value) == key
    ):
        return ()
    given = test.args[0]
    parts = given.elts if type(given) is ast.Tuple else [given]
    prefixes = tuple(_string(part) for part in parts)
    return prefixes if all(prefixes) else ()


def unloaded_key(node: ast.AST) -> str:
    """The dumped key expression a ``sys.modules`` delete names, or "" when
    there is none to read (``sys.modules.pop(name)``, ``del sys.modules[name]``)."""
    if type(node) is ast.Expr:
        node = node.value
    if type(node) is ast.Call and node.args:
        return ast.dump(node.args[0])
    if type(node) is ast.Delete and type(node.targets[0]) is ast.Subscript:
        return ast.dump(node.targets[0].slice)
    return ""
