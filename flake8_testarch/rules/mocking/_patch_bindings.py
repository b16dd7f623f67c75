"""Where the mock a patch makes is bound, to read how the test uses it
(TA602): ``with patch(...) as m:``, the parameter a ``@patch(...)``
decorator of a function or of a test class hands it to, or the name a
started patcher's ``start()`` is stored in."""

from __future__ import annotations

import ast

from flake8_testarch.suite.vocabulary import MOCKER_FIXTURES
from flake8_testarch.syntax import attribute_chain, on_self

# unittest.mock.patch.TEST_PREFIX: the methods a class decorator patches.
_TEST_PREFIX = "test"


def patched_names(patcher: ast.Call, ctx) -> list[tuple[str, ast.AST]]:
    """Every (name, scope to read its use in) the patch's mock is bound to:
    ``with patch(...) as m:``; the parameter a ``@patch(...)`` decorator
    hands it to (the decorators nearest the function fill the first
    parameters after ``self``), in each ``test*`` method when it decorates a
    class; ``m = patcher.start()`` (``self.m`` read in the class). Empty
    when the patch binds no name the linter can follow."""
    memo = ctx.scratch.setdefault(_BOUND, {})
    # Asked from another function, a `with` of this one is not found there:
    # the answer holds for the function it was asked from.
    key = (patcher, ctx.current_function)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _patched_names(patcher, ctx)
    return found


_BOUND = "TA602 patched names"  # ctx.scratch key: patcher -> its bindings


class _Bindings:
    """A function's ``with`` items, assignments and ``start()`` calls by the
    value they hold, read in one walk (a long test makes many patches)."""

    def __init__(self, function, ctx):
        self.items: dict[ast.AST, ast.withitem] = {}
        self.assigned: dict[ast.AST, ast.Assign] = {}
        self.starts: list[ast.Assign] = []
        for node in ctx.local_nodes(function):
            kind = type(node)
            if kind is ast.withitem:
                self.items.setdefault(node.context_expr, node)
            elif kind is ast.Assign:
                self.assigned[node.value] = node
                value = node.value
                if type(value) is ast.Call and type(value.func) is ast.Attribute and (
                    value.func.attr == "start"
                ):
                    self.starts.append(node)


def _bindings(function, ctx) -> _Bindings:
    memo = ctx.scratch.setdefault("TA602 bindings", {})
    found = memo.get(function)
    if found is None:
        found = memo[function] = _Bindings(function, ctx)
    return found


def _patched_names(patcher: ast.Call, ctx) -> list[tuple[str, ast.AST]]:
    function = ctx.current_function
    if function is not None:
        bindings = _bindings(function, ctx)
        item = bindings.items.get(patcher)
        if item is not None:
            target = item.optional_vars
            if target is None:
                # `with patch.object(module, "name"):` then `module.name`
                read_where_it_lives = _patched_attribute(patcher)
                return [(read_where_it_lives, function)] if read_where_it_lives else []
            return [(target.id, function)] if type(target) is ast.Name else []
        started = _started(patcher, function, bindings, ctx)
        if started is not None:
            return [started]
        held = bindings.assigned.get(patcher)
        root = attribute_chain(patcher.func)[0]
        if held is not None and root is not None and root.id in MOCKER_FIXTURES:
            # `m = mocker.patch(...)`: pytest-mock starts the patch and hands
            # back its mock.
            found = _bound(held.targets[0], function, ctx)
            if found is not None:
                return [found]
    decorated = _decorated(ctx).get(patcher)
    if type(decorated) is ast.ClassDef:
        return _class_decorator_parameters(decorated, patcher)
    if decorated is not None:
        found = _decorator_parameter(decorated, patcher, [])
        return [found] if found is not None else []
    return []


def _decorated(ctx) -> dict:
    """Each decorator of the file -> the function or class it decorates
    (read once per file: a file of many tests has many decorators)."""
    found = ctx.scratch.get(_DECORATED)
    if found is None:
        found = ctx.scratch[_DECORATED] = {
            decorator: definition
            for definition in ctx.nodes_of(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
            for decorator in definition.decorator_list
        }
    return found


_DECORATED = "TA602 decorated"  # ctx.scratch key


def _patched_attribute(patcher: ast.Call) -> str | None:
    """``module.name`` for ``patch.object(module, "name")``."""
    func = patcher.func
    if type(func) is not ast.Attribute or func.attr != "object" or len(patcher.args) < 2:
        return None
    owner, name = patcher.args[0], patcher.args[1]
    if type(owner) is ast.Name and type(name) is ast.Constant and type(name.value) is str:
        return f"{owner.id}.{name.value}"
    return None


def _started(patcher: ast.Call, function, bindings, ctx) -> tuple[str, ast.AST] | None:
    """``m = patch(...).start()``, or ``p = patch(...)`` then
    ``m = p.start()`` (``self.m = ...`` read across the class)."""
    holder = None
    held = bindings.assigned.get(patcher)
    if held is not None:
        target = held.targets[0]
        holder = target.id if type(target) is ast.Name else None
    for node in bindings.starts:
        func = node.value.func
        if func.value is patcher or (
            holder is not None and type(func.value) is ast.Name and func.value.id == holder
        ):
            return _bound(node.targets[0], function, ctx)
    return None


def _bound(target: ast.AST, function, ctx) -> tuple[str, ast.AST] | None:
    if type(target) is ast.Name:
        return target.id, function
    if on_self(target):
        cls = ctx.semantic.enclosing_class(ctx.scope)
        return (f"self.{target.attr}", cls) if cls is not None else None
    return None


def _class_decorator_parameters(cls: ast.ClassDef, patcher: ast.Call) -> list:
    """A class decorator patches each ``test*`` method: its mock comes after
    the ones the method's own decorators hand over."""
    injecting = [d for d in reversed(cls.decorator_list) if type(d) is ast.Call and _injects(d)]
    found = []
    for method in cls.body:
        if type(method) in (ast.FunctionDef, ast.AsyncFunctionDef) and method.name.startswith(
            _TEST_PREFIX
        ):
            bound = _decorator_parameter(method, patcher, injecting)
            if bound is not None:
                found.append(bound)
    return found


def _decorator_parameter(function, patcher: ast.Call, outer: list) -> tuple[str, ast.AST] | None:
    """The parameter a patch decorator hands its mock to; ``outer``: the
    injecting decorators of the class around, which come after the
    function's own."""
    injecting = [
        decorator for decorator in reversed(function.decorator_list)
        if type(decorator) is ast.Call and _injects(decorator)
    ] + outer
    if not any(decorator is patcher for decorator in injecting):
        return None
    position = next(i for i, decorator in enumerate(injecting) if decorator is patcher)
    parameters = [*function.args.posonlyargs, *function.args.args]
    if parameters and parameters[0].arg in ("self", "cls"):
        parameters = parameters[1:]
    return (parameters[position].arg, function) if position < len(parameters) else None


def _injects(decorator: ast.Call) -> bool:
    """A ``patch``/``patch.object`` decorator that hands its mock to the
    function: one given no replacement (``new``) of its own."""
    func = decorator.func
    name = func.attr if type(func) is ast.Attribute else getattr(func, "id", "")
    if name == "object":
        replacement_at = 2
    elif name == "patch":
        replacement_at = 1
    else:
        return False
    return len(decorator.args) <= replacement_at and not any(
        keyword.arg == "new" for keyword in decorator.keywords
    )
