"""Test classes that run every test under a time limit: a ``setUp`` (its
own, or one it inherits from the project's base classes) that arms one
(``self.timer = eventlet.Timeout(2)``), or a metaclass whose ``__new__``
replaces the class's methods with wrappers of its module that run them
under a limit (``value = _wrap_timeout(timeout, value)``, where
``_wrap_timeout`` does ``with Timeout(seconds): return method(self,
*args)``). Read from the code, never imported."""

from __future__ import annotations

import ast

from flake8_testarch.project.classes import definition_named
from flake8_testarch.rules.waiting._limit_calls import limits_time_with, wraps_under_a_limit
from flake8_testarch.syntax import own_method, walk_local

_CLASS_LIMITS = "waiting.class limits"  # ctx.scratch key: does a class limit every test


def class_time_limit(ctx) -> bool:
    """Whether the visited code is in a test class whose ``setUp`` (its own,
    or the nearest one it inherits from the project's base classes, and the
    ones that one calls on up through ``super().setUp()``) arms a time
    limit, or whose metaclass wraps every test in one: the limit is started
    again for every test and fires inside it. Read once per class."""
    cls = next((scope for scope in reversed(ctx.scopes) if type(scope) is ast.ClassDef), None)
    if cls is None:
        return False
    known = ctx.scratch.setdefault(_CLASS_LIMITS, {})
    if cls not in known:
        known[cls] = _setup_limits_time(cls, ctx) or _limited_by_its_metaclass(cls, ctx)
    return known[cls]


def _owners(cls: ast.ClassDef, ctx) -> list:
    """(class, module) for the class and each class of the project it inherits from."""
    return [(cls, ctx.module)] + [
        (base.cls, base.module) for base in ctx.collection.ancestors(cls) if base.cls is not None
    ]


def _setup_limits_time(cls: ast.ClassDef, ctx) -> bool:
    owners = _owners(cls, ctx)
    for owner, module in owners:
        setup = own_method(owner, "setUp")
        if setup is None:
            continue
        calls = [node for node in walk_local(setup) if type(node) is ast.Call]
        if any(limits_time_with(call, module.imports.resolve) for call in calls):
            return True
        if any(_ends_the_test_later(call, owners) for call in calls):
            return True
        if not any(_calls_inherited_setup(call) for call in calls):
            return False  # this setUp replaces the ones above it
    return False


def _ends_the_test_later(call: ast.Call, owners) -> bool:
    """``self.loop.call_later(self.timeout, self.on_timeout)`` where the
    class's ``on_timeout`` stops the loop, fails the test or raises: a
    time limit the event loop fires inside every test."""
    func = call.func
    if not (
        type(func) is ast.Attribute and func.attr in ("call_later", "call_at")
        and len(call.args) >= 2 and type(call.args[1]) is ast.Attribute
        and type(call.args[1].value) is ast.Name and call.args[1].value.id == "self"
    ):
        return False
    name = call.args[1].attr
    handler = next((m for owner, _ in owners if (m := own_method(owner, name))), None)
    return handler is not None and any(
        type(node) is ast.Raise
        or type(node) is ast.Call and type(node.func) is ast.Attribute
        and node.func.attr in ("stop", "fail", "cancel")
        for node in walk_local(handler)
    )


def _calls_inherited_setup(call: ast.Call) -> bool:
    """``super().setUp()``, ``Base.setUp(self)``."""
    return type(call.func) is ast.Attribute and call.func.attr == "setUp"


def _limited_by_its_metaclass(cls: ast.ClassDef, ctx) -> bool:
    """Whether ``cls`` or a project class it inherits from declares a
    metaclass whose ``__new__`` wraps methods with a function of the
    metaclass's module that runs what it wraps under a time limit."""
    for owner, module in _owners(cls, ctx):
        for keyword in owner.keywords:
            if keyword.arg != "metaclass":
                continue
            found = definition_named(keyword.value, module)
            if found is not None and type(found[1]) is ast.ClassDef and _wraps_methods(
                *found
            ):
                return True
    return False


def _wraps_methods(module, metaclass: ast.ClassDef) -> bool:
    new = own_method(metaclass, "__new__")
    if new is None:
        return False
    for node in walk_local(new):
        if type(node) is ast.Call and type(node.func) is ast.Name and node.args:
            wrapper = module.top_level(node.func.id)
            if type(wrapper) in (ast.FunctionDef, ast.AsyncFunctionDef) and wraps_under_a_limit(
                wrapper, module.imports.resolve
            ):
                return True
    return False
