"""Side effects that spy on the original a patch replaced (TA602): a
function of the file handing every argument on to the original, or a
subclass of the patched class whose ``__init__`` hands every argument on
to ``super().__init__``. The calls still meet the real signature."""

from __future__ import annotations

import ast

from flake8_testarch.project.reexports import canonical
from flake8_testarch.syntax import dotted_name


def forwards_to(effect: ast.AST, target: str, ctx) -> bool:
    """A side effect that is a function of the file handing every argument
    it gets on to the original (``def spy(*args, **kwargs):
    original(*args, **kwargs)``, ``original`` saved from the patched name
    before the patch): a spy, whose calls still meet the real signature."""
    function = ctx.semantic.definition(effect) if type(effect) is ast.Name else effect
    if type(function) is ast.ClassDef:
        return _a_subclass_of(function, target, ctx)
    if type(function) not in (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda):
        return False
    parameters = function.args
    wanted = {
        argument.arg for argument in (
            *parameters.posonlyargs, *parameters.args, *parameters.kwonlyargs,
            parameters.vararg, parameters.kwarg,
        ) if argument is not None
    }
    if not wanted:
        return False
    for call in ast.walk(function):
        if type(call) is not ast.Call:
            continue
        called = ctx.resolve(call.func) or dotted_name(call.func)
        if type(call.func) is ast.Name and not same_object(called, target):
            # `real = Owner.method` saved before the patch, then `real(*args)`
            saved = ctx.semantic.assigned_at(call.func)
            called = (ctx.resolve(saved) or dotted_name(saved)) if saved is not None else called
        if not same_object(called, target):
            continue
        handed = {
            value.id for value in (
                *(a.value if type(a) is ast.Starred else a for a in call.args),
                *(k.value for k in call.keywords),
            ) if type(value) is ast.Name
        }
        if wanted <= handed:
            return True
    return False


def _a_subclass_of(cls: ast.ClassDef, target: str, ctx) -> bool:
    """A class of the file derived from the patched class, whose
    ``__init__`` (if it defines one) hands every argument on to the
    original's (``super().__init__(*args, **kwargs)``): what the mock makes
    is a real instance, with the real interface."""
    original = canonical(target, ctx.filename)
    if not any(
        (named := ctx.resolve(base) or dotted_name(base))
        and (same_object(named, target) or canonical(named, ctx.filename) == original)
        for base in cls.bases
    ):
        return False
    init = next((
        statement for statement in cls.body
        if type(statement) is ast.FunctionDef and statement.name == "__init__"
    ), None)
    if init is None:
        return True
    parameters = init.args
    if parameters.vararg is None or parameters.kwarg is None:
        return False
    wanted = {parameters.vararg.arg, parameters.kwarg.arg}
    return any(
        type(call) is ast.Call and type(call.func) is ast.Attribute
        and call.func.attr == "__init__" and type(call.func.value) is ast.Call
        and getattr(call.func.value.func, "id", None) == "super"
        and wanted <= {
            (a.value if type(a) is ast.Starred else a).id for a in (
                *call.args, *(k.value for k in call.keywords)
            ) if type(a.value if type(a) is ast.Starred else a) is ast.Name
        }
        for call in ast.walk(init)
    )


def same_object(called: str | None, target: str) -> bool:
    """``pycares.Channel`` is what ``aiodns.pycares.Channel`` patches: the
    patch reaches the library's name through the module that imported it."""
    return bool(called) and (target == called or target.endswith("." + called))
