"""Where the mock a patch makes is bound, to read how the test uses it
(TA602): ``with patch(...) as m:``, the parameter a ``@patch(...)``
decorator of a function or of a test class hands it to, or the name a
started patcher's ``start()`` is stored in."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import on_self

# unittest.mock.patch.TEST_PREFIX: the methods a class decorator patches.
_TEST_PREFIX = "test"


def patched_names(patcher: ast.Call, ctx) -> list[tuple[str, ast.AST]]:
    """Every (name, scope to read its use in) the patch's mock is bound to:
    ``with patch(...) as m:``; the parameter a ``@patch(...)`` decorator
    hands it to (the decorators nearest the function fill the first
    parameters after ``self``), in each ``test*`` method when it decorates a
    class; ``m = patcher.start()`` (``self.m`` read in the class). Empty
    when the patch binds no name the linter can follow."""
    function = ctx.current_function
    if function is not None:
        for node in ctx.local_nodes(function):
            if type(node) is ast.withitem and node.context_expr is patcher:
                target = node.optional_vars
                if target is None:
                    # `with patch.object(module, "name"):` then `module.name`
                    read_where_it_lives = _patched_attribute(patcher)
                    return [(read_where_it_lives, function)] if read_where_it_lives else []
                return [(target.id, function)] if type(target) is ast.Name else []
        started = _started(patcher, function, ctx)
        if started is not None:
            return [started]
    for decorated in ctx.nodes_of(ast.FunctionDef, ast.AsyncFunctionDef):
        if any(decorator is patcher for decorator in decorated.decorator_list):
            found = _decorator_parameter(decorated, patcher, [])
            return [found] if found is not None else []
    for cls in ctx.nodes_of(ast.ClassDef):
        if any(decorator is patcher for decorator in cls.decorator_list):
            return _class_decorator_parameters(cls, patcher)
    return []


def _patched_attribute(patcher: ast.Call) -> str | None:
    """``module.name`` for ``patch.object(module, "name")``."""
    func = patcher.func
    if type(func) is not ast.Attribute or func.attr != "object" or len(patcher.args) < 2:
        return None
    owner, name = patcher.args[0], patcher.args[1]
    if type(owner) is ast.Name and type(name) is ast.Constant and type(name.value) is str:
        return f"{owner.id}.{name.value}"
    return None


def _started(patcher: ast.Call, function, ctx) -> tuple[str, ast.AST] | None:
    """``m = patch(...).start()``, or ``p = patch(...)`` then
    ``m = p.start()`` (``self.m = ...`` read across the class)."""
    holder = None
    for node in ctx.local_nodes(function):
        if type(node) is ast.Assign and node.value is patcher:
            target = node.targets[0]
            holder = target.id if type(target) is ast.Name else None
    for node in ctx.local_nodes(function):
        if type(node) is not ast.Assign or type(node.value) is not ast.Call:
            continue
        func = node.value.func
        if type(func) is not ast.Attribute or func.attr != "start":
            continue
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
