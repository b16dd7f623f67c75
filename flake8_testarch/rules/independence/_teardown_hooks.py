"""Which teardown hooks put back a change: the level the function making it
works at (a test, a class's or a module's setup, a context manager's
``__enter__``) and the teardowns of that level or a broader one, in the
class and its bases or in the module, that restore it.
"""

from __future__ import annotations

import ast

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.suite.cleanups import decorator_registrations, is_cleanup_call
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.suite.vocabulary import (
    HOOK_TAKING_BUILDERS,
    MODULE_FUNCTION_HOOKS,
    PER_TEST_SETUP_HOOKS,
    PER_TEST_TEARDOWN_METHODS,
    SETUP_HOOKS,
    TEARDOWN_HOOKS,
)
from flake8_testarch.rules.independence._changes import Change, index_end
from flake8_testarch.rules.independence._put_backs import puts_back
from flake8_testarch.rules.independence._restores import guard_covers
from flake8_testarch.syntax import own_method

CONTEXT_EXITS = frozenset({"__exit__", "__aexit__"})
# The level a setup hook works at; everything else works per test.
HOOK_LEVEL = {hook: level for hook, level in SETUP_HOOKS.items() if level != "test"} | {
    "__enter__": "context", "__aenter__": "context",
}
# Teardown hooks that put back a change made at a level: the same level or a
# broader one (a test's change restored by tearDownClass stays inside the class).
_CLASS_LEVEL_TEARDOWNS = frozenset(h for h, level in TEARDOWN_HOOKS.items() if level == "class")
_MODULE_LEVEL_TEARDOWNS = frozenset(
    h for h, level in TEARDOWN_HOOKS.items() if level == "module"
)
_CLASS_TEARDOWNS = {
    "test": PER_TEST_TEARDOWN_METHODS | _CLASS_LEVEL_TEARDOWNS,
    "class": _CLASS_LEVEL_TEARDOWNS,
    "module": frozenset(),
    # A context manager class: what __enter__ changes, __exit__ puts back.
    "context": CONTEXT_EXITS,
}
_MODULE_TEARDOWNS = {
    "test": _MODULE_LEVEL_TEARDOWNS | {
        h for h, level in TEARDOWN_HOOKS.items() if level == "test" and h in MODULE_FUNCTION_HOOKS
    },
    "class": _MODULE_LEVEL_TEARDOWNS,
    "module": _MODULE_LEVEL_TEARDOWNS,
    "context": frozenset(),
}


def _cleanups_restore(state, change: Change, setup, resolve, cls, defs) -> bool:
    """A cleanup a per-test setup registers (``self.addCleanup(setattr,
    coverage, "__version__", real)`` in ``setUp``): it runs after each
    test, as a ``tearDown`` would."""
    return any(
        cover.covers(change)
        for node in ast.walk(setup)
        for registration in (
            (node,) if type(node) is ast.Call and is_cleanup_call(node)
            else decorator_registrations(node)
        )
        for cover in state.cleanup_covers(registration, resolve, setup, cls, defs)
    )


def _fixtures_restore(state, change: Change, setup, module_defs) -> bool:
    """``self.useFixture(EnvFixture())`` in a per-test setup, with a fixture
    class of the file whose own setup registers a cleanup that puts the
    change back (``self.addCleanup(self.revert)`` in ``_setUp``): the test
    runs the fixture's cleanups after each test. So with a restoring fixture
    of the ``fixtures`` library (``self.useFixture(EnvironmentVariable(
    "PDB"))``)."""
    for node in ast.walk(setup):
        if type(node) is ast.Call and any(
            cover.covers(change) for cover in guard_covers(node, state.file_resolve)
        ):
            return True
        if (
            type(node) is ast.Call and type(node.func) is ast.Attribute
            and node.func.attr == "useFixture" and node.args
            and type(node.args[0]) is ast.Call and type(node.args[0].func) is ast.Name
        ):
            fixture = module_defs.get(node.args[0].func.id)
            if type(fixture) is ast.ClassDef and any(
                _cleanups_restore(state, change, method, state.file_resolve, fixture, module_defs)
                for method in (own_method(fixture, name) for name in ("_setUp", "setUp"))
                if method is not None
            ):
                return True
    return False


def hooks_restore(state, change: Change, outer, cls, inner=None) -> bool:
    """A teardown hook of the same or a broader level that restores the change
    made in ``outer`` (the outermost function; ``inner`` the innermost, when
    another: a setup handed on with its teardown may be a nested one).
    ``state`` is the file's restoring code (_restore_regions.py)."""
    if isinstance(outer, ast.Lambda):
        return False
    level = HOOK_LEVEL.get(outer.name, "test")
    module_defs = state.module_defs()
    if cls is not None:
        for klass, resolve, defs in state.class_with_bases(cls):
            for method in klass.body:
                if not isinstance(method, FUNCTION_TYPES):
                    continue
                if method.name in _CLASS_TEARDOWNS[level]:
                    covers = state.region_covers(method.body, resolve, klass, defs)
                    if any(cover.covers(change) for cover in covers):
                        return True
                elif level == "test" and method.name in PER_TEST_SETUP_HOOKS and (
                    _cleanups_restore(state, change, method, resolve, klass, defs)
                    or _fixtures_restore(state, change, method, module_defs)
                ):
                    return True
    hooks = [
        module_defs.get(name) for name in _MODULE_TEARDOWNS[level]
        if name != "teardown_function" or cls is None
    ]
    if cls is None:
        handed = _handed_teardowns(state.ctx)
        hooks += handed.get(outer, ()) if inner is None else handed.get(inner, ())
    for hook in hooks:
        if isinstance(hook, FUNCTION_TYPES):
            covers = state.region_covers(hook.body, state.file_resolve, None, module_defs)
            if any(cover.covers(change) for cover in covers):
                return True
    return False


def _handed_teardowns(ctx) -> dict[ast.AST, list[ast.AST]]:
    """Functions handed to one call as its setup and teardown, by keyword
    (``DocFileSuite("guide.rst", setUp=setUp, tearDown=tearDown)``) or in
    the places a test-case builder takes them
    (``unittest.FunctionTestCase(run, setUp, tearDown)``): the runner calls
    the teardown after each test the setup prepared. Maps the setup's
    definition (a module's or a nested one) to its teardowns'; read once
    per file."""
    found = ctx.scratch.get(_HANDED)
    if found is None:
        found = ctx.scratch[_HANDED] = {}
        # Only a file that writes such a keyword or builder needs its calls read.
        calls = ctx.nodes_of(ast.Call) if _HANDED_HOOKS.search(ctx.text) else ()
        for node in calls:
            handed = {
                keyword.arg.lower(): keyword.value for keyword in node.keywords if keyword.arg
            }
            places = HOOK_TAKING_BUILDERS.get(ctx.resolve(node.func) or "")
            for place, value in zip(places or (), node.args):
                handed.setdefault(place, value)
            setup, teardown = (
                ctx.semantic.definition(value) if type(value) is ast.Name else None
                for value in (handed.get("setup"), handed.get("teardown"))
            )
            if setup is not None and teardown is not None:
                found.setdefault(setup, []).append(teardown)
    return found


_HANDED = "independence.handed setup and teardown"  # ctx.scratch key
_HANDED_HOOKS = lazy_compile(r"(?i)\bteardown\s*=|FunctionTestCase")
_SETUPS = ("setUp", "setup_method", "setup")


def takes_back_the_setup(state, change: Change, test, cls) -> bool:
    """``del os.environ["APPDIR"]`` in a test of a class whose ``setUp``
    set it: the test undoes the setup's change (which is reported on its
    own), so this line leaves nothing changed. Also ``sys.path[0] = other``
    where ``setUp`` inserted ``sys.path[0]``: the test replaces the entry
    the setup added, which goes when the setup's change is undone."""
    if cls is None or test.name in _SETUPS:
        return False
    replaced = _replaced_end(change)
    if not change.restoring and replaced is None:
        return False
    for owner, _resolve, _defs in state.class_with_bases(cls):
        for name in _SETUPS:
            setup = own_method(owner, name)
            if setup is None:
                continue
            for earlier in state.function(setup, owner).changes:
                if change.restoring and puts_back(change, earlier):
                    return True
                if replaced is not None and (
                    earlier.resource == change.resource and earlier.verb == "set"
                    and earlier.keys == replaced
                ):
                    return True
    return False


def _replaced_end(change: Change):
    """The end of a sequence (``sys.path[0]``, ``sys.path[-1]``) a write
    replaces in place; None for any other change."""
    node = change.node
    if change.verb != "set" or type(node) is not ast.Assign or len(node.targets) != 1:
        return None
    target = node.targets[0]
    return index_end(target.slice) if type(target) is ast.Subscript else None
