"""The constant a write puts in place when the code names it instead of
writing it out (TA702's check for a write of the starting value): a
constant of the file, the last of a loop's written-out values, or what
every call of the function gives its parameter."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import given_for, parameter_defaults


def constant_named(written: ast.AST | None, semantic) -> ast.AST | None:
    """What a name of the file stands for when the binding in effect is a
    constant (``PORT_TIMEOUT = .05``, then ``Defaults.Timeout =
    PORT_TIMEOUT``), or a parameter every call of its function gives the
    same constant (``def run(preempt=True)``, only ever called as
    ``run(preempt=True)`` or ``run()``); the written expression otherwise."""
    if type(written) is not ast.Name:
        return written
    binding, scope = semantic.binding_at(written)
    if binding is not None and binding.kind == "element" and _last_pass_sets(binding, written):
        return binding.value.elts[-1]  # `for hide in [True, False]:` ends on False
    if binding is not None and binding.kind == "parameter" and scope.is_function:
        given = _given_by_every_call(scope.node, written.id, semantic)
        return given if given is not None else written
    value = semantic.assigned_at(written)
    return value if type(value) is ast.Constant else written


def _last_pass_sets(binding, written: ast.Name) -> bool:
    """``for hide in [True, False]: Widget.HIDE = hide``: a loop over
    constants written out whose body writes the loop's name as a
    statement of its own, so the value left after it is the last one."""
    loop, values = binding.node, binding.value
    return (
        type(loop) is ast.For and type(values) in (ast.List, ast.Tuple) and bool(values.elts)
        and all(type(value) is ast.Constant for value in values.elts)
        and any(
            type(statement) is ast.Assign and statement.value is written
            for statement in loop.body
        )
    )


def _given_by_every_call(function: ast.AST, name: str, semantic) -> ast.Constant | None:
    if type(function) is ast.Lambda:
        return None
    calls = semantic.only_called(function)
    defaults = {parameter.arg: default for parameter, default in parameter_defaults(function.args)}
    values = set()
    for call in calls:
        if any(type(a) is ast.Starred for a in call.args) or any(
            k.arg is None for k in call.keywords
        ):
            return None
        given = given_for(call, function, name) or defaults.get(name)
        if type(given) is not ast.Constant:
            return None
        values.add((type(given.value), given.value))
    return ast.Constant(value=next(iter(values))[1]) if len(values) == 1 else None
