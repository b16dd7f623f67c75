"""Changes made in a helper of the test file, judged where it is called: a
helper only ever called from tests and fixtures that a restoring fixture
applies to changes nothing that outlives them (TA701, TA702)."""

from __future__ import annotations

import ast

from flake8_testarch.rules.independence._changes import ANY_KEY, Change
from flake8_testarch.rules.independence._function_facts import TRY_TYPES
from flake8_testarch.rules.independence._teardown_hooks import hooks_restore
from flake8_testarch.suite.collection import FUNCTION_TYPES, Role
from flake8_testarch.suite.vocabulary import TEARDOWN_HOOKS
from flake8_testarch.syntax import given_for, on_self


def every_caller_restores(state, change: Change, scopes) -> bool:
    """A helper the file only calls, a function of the module by name or
    a method of a class through ``self``, each time from a test or
    fixture that a restoring fixture applies to (``run_completer(...)``
    in tests that ask for ``argcomplete_on``, which puts ``os.environ``
    back after its ``yield``), from a hook whose class's teardown puts
    it back (a method of a base class of the file, called from its
    subclasses' ``setUp``), or, from any function (a decorator's wrapper
    too), inside a ``try`` whose ``finally`` puts it back. A helper only
    teardown hooks call is teardown code, and so is one a caller also
    calls in its teardown (after its ``yield`` or in a ``finally``): an
    autouse fixture's ``_reset_registry()`` before and after ``yield``
    leaves every test the state the helper makes.
    ``state``: the file's restoring code (``_global_state``); ``scopes``:
    the definitions around the change."""
    ctx = state.ctx
    cls = scopes[0] if type(scopes[0]) is ast.ClassDef and len(scopes) > 1 else None
    helper = scopes[1] if cls is not None else scopes[0]
    if not isinstance(helper, FUNCTION_TYPES) or helper is not scopes[-1]:
        return False
    if ctx.collection.role(helper, cls) is not Role.HELPER:
        return False
    name = helper.name
    calls = [
        call for call in ctx.semantic.nodes.calls_named(name)
        if (type(call.func) is ast.Name and cls is None and call.func.id == name)
        or (cls is not None and on_self(call.func) and call.func.attr == name)
    ]
    if not calls or ctx.semantic.nodes.mentions(name) != len(calls):
        return False
    teardown = state.reset_calls().calls
    resetting = {_function_scope(ctx, call) for call in calls if call in teardown}
    for call in calls:
        scope = _function_scope(ctx, call)
        if scope is None or scope.node is helper:
            return False
        caller = scope.node
        owner = scope.parent.node if scope.parent is not None else None
        owner = owner if type(owner) is ast.ClassDef else None
        if cls is not None and owner is not cls and not (
            owner is not None and any(
                klass is cls for klass, _resolve, _defs in state.class_with_bases(owner)
            )
        ):
            return False  # `self.name` of a class that does not inherit it
        if caller.name in TEARDOWN_HOOKS or scope in resetting:
            continue  # the change is the teardown's own: it puts back
        role = ctx.collection.role(caller, owner)  # not yet entered by the walk
        # The change as made where the helper is called: a `finally`
        # around the call may put it back, whoever calls the caller (a
        # decorator's wrapper too); a fixture only in a test or fixture.
        at_call = Change(
            call, change.resource, _keys_at_call(change.keys, helper, call),
            change.what, change.verb, change.restoring,
        )
        if not (
            role in (Role.TEST, Role.FIXTURE) and state.fixtures_restore(
                change, [owner, caller] if owner else [caller], [caller]
            )
            or state.restored_around(at_call, caller)
            or hooks_restore(state, at_call, caller, owner)
            or _a_finally_follows(state, at_call, call, caller, owner)
        ):
            return False
    return True


def _function_scope(ctx, call: ast.Call):
    """The scope of the function a call is made in, None at module level."""
    scope = ctx.semantic.scope_at(call)
    while scope is not None and not scope.is_function:
        scope = scope.parent
    return scope


def _keys_at_call(keys, helper, call: ast.Call):
    """The keys a helper's change writes, as its caller names them: a key
    the helper takes as a parameter (``sys.modules[name] = module``) is the
    argument given for it (``load("shop_isolated")``)."""
    if not keys or not isinstance(helper, FUNCTION_TYPES):
        return keys
    computed = [key[1:] for key in keys if key.startswith("=")]
    if len(computed) != 1:
        return keys
    argument = given_for(call, helper, computed[0])
    if argument is None:
        return keys
    if type(argument) is ast.Constant and isinstance(argument.value, str):
        return frozenset({argument.value})
    return frozenset({ANY_KEY, "=" + ast.unparse(argument)})


def _a_finally_follows(state, change: Change, call: ast.Call, caller, cls) -> bool:
    """The call, as a statement or assigned, is followed by a ``try`` whose
    ``finally`` puts the change back (``load(pth)`` then ``try: ...
    finally: sys.modules.pop("pkg", None)``), with only more such calls
    in between (``old = set_env(k, v)`` ... ``finally: reset_env(k,
    old)``)."""
    for node in ast.walk(caller):
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if type(block) is not list:
                continue
            for at, statement in enumerate(block[:-1]):
                if type(statement) in (ast.Expr, ast.Assign) and statement.value is call:
                    following = _after_the_setup(block, at + 1)
                    return type(following) in TRY_TYPES and bool(following.finalbody) and any(
                        cover.covers(change)
                        for cover in state.region_covers(
                            following.finalbody, state.resolve, cls, state.module_defs()
                        )
                    )
    return False


def _after_the_setup(block: list, start: int):
    """The first statement from ``start`` on that is not a call made as a
    statement or assigned (``old_ssl = set_env(...)`` after ``old_path =
    set_env(...)``: the same setup, before its ``try``)."""
    for statement in block[start:]:
        if not (
            type(statement) in (ast.Expr, ast.Assign) and type(statement.value) is ast.Call
        ):
            return statement
    return None


def made_where_first_used(change: Change, functions, ctx) -> Change | None:
    """A change in a function nested in another, as the enclosing function
    makes it: where it first uses the nested one after defining it (hands
    it to ``monkeypatch.setattr`` as the replacement, calls it). None for
    a change outside a nested ``def``, or one its enclosing function never
    uses."""
    if len(functions) < 2 or type(functions[-1]) is ast.Lambda:
        return None
    nested, outer = functions[-1], functions[-2]
    end = nested.end_lineno or nested.lineno
    first = next((
        node for node in ctx.nodes_within(ast.Name, outer)
        if node.id == nested.name and type(node.ctx) is ast.Load and node.lineno > end
    ), None)
    return change.made_at(first) if first is not None else None
