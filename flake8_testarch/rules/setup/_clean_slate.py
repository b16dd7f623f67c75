"""Writes and calls that put state back where every test starts, read from
the project's code (TA502 does not count them as arranging): a setter
given the starting value, a reset that empties the module's containers,
``setattr`` of the value already there, an attribute given its starting
literal."""

from __future__ import annotations

import ast
import re

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import last_name, own_method
from flake8_testarch.project.starting_values import (
    built_by,
    declared_in_class,
    is_literal,
    same_literal,
    starting_value,
    writes_starting_value,
)


def puts_back_the_start(call: ast.Call, ctx) -> bool:
    """A project setter given constants (or its constant defaults) that writes
    back the value its state starts with (read from the project's code, see
    project.starting_values), or a context variable of the project set to
    its default."""
    given = [*call.args, *(keyword.value for keyword in call.keywords)]
    if any(type(argument) is not ast.Constant for argument in given):
        return False
    if _sets_a_context_variable_to_its_default(call, ctx):
        return True
    definition = ctx.project_definition(call.func)
    return definition is not None and writes_starting_value(call, definition, ctx.filename)


def _sets_a_context_variable_to_its_default(call: ast.Call, ctx) -> bool:
    """``scope._current.set(None)`` where the project's module makes
    ``_current = ContextVar("current", default=None)``: the variable reads
    as it does before anything sets it."""
    func = call.func
    if type(func) is not ast.Attribute or func.attr != "set" or len(call.args) != 1:
        return False
    qualified = ctx.resolve(func.value)
    if not qualified or "." not in qualified:
        return False
    if built_by(qualified, ctx.filename) != "contextvars.ContextVar":
        return False
    start = starting_value(qualified, ctx.filename)
    default = next((k.value for k in start.keywords if k.arg == "default"), None)
    return default is not None and same_literal(call.args[0], default)


def empties_the_projects_state(call: ast.Call, ctx) -> bool:
    """A project function called without arguments whose body only empties
    containers of its module (``forget_locations()`` whose body is
    ``_locations.clear()``), or a class method of the project's class that
    only gives class attributes back the values the class declares them
    with (``Printer.cleanup()`` doing ``cls.seen = defaultdict(list)``
    under ``seen = defaultdict(list)``): a clean slate, as every test
    starts."""
    if call.args or call.keywords:
        return False
    if _resets_its_class(call, ctx):
        return True
    found = ctx.project_definition(call.func)
    definition = found[1] if found is not None else None
    if type(definition) is not ast.FunctionDef or definition.args.args:
        return False
    body = [
        statement for statement in definition.body
        if not (type(statement) is ast.Expr and type(statement.value) is ast.Constant)
    ]
    return bool(body) and all(
        type(statement) is ast.Expr and type(statement.value) is ast.Call
        and not statement.value.args and type(statement.value.func) is ast.Attribute
        and statement.value.func.attr == "clear" and type(statement.value.func.value) is ast.Name
        for statement in body
    )


def _resets_its_class(call: ast.Call, ctx) -> bool:
    """A class method of a class of the project or of the file, called
    without arguments, that only gives class attributes back the values the
    class declares (its parameters taking their defaults: ``cls.answer =
    answer`` with ``answer=None`` under ``answer = None``)."""
    func = call.func
    if type(func) is not ast.Attribute:
        return False
    local = ctx.semantic.definition(func.value) if type(func.value) is ast.Name else None
    found = ctx.project_definition(func.value) if local is None else (None, local)
    cls = found[1] if found is not None else None
    if type(cls) is not ast.ClassDef:
        return False
    method = own_method(cls, func.attr)
    if type(method) is not ast.FunctionDef or not method.args.args or not any(
        type(decorator) is ast.Name and decorator.id == "classmethod"
        for decorator in method.decorator_list
    ):
        return False
    owner, *given = method.args.args
    if len(given) != len(method.args.defaults) or method.args.kwonlyargs:
        return False  # a parameter the call must give
    defaults = {parameter.arg: value for parameter, value in zip(given, method.args.defaults)}
    body = [
        statement for statement in method.body
        if not (type(statement) is ast.Expr and type(statement.value) is ast.Constant)
    ]
    return bool(body) and all(
        type(statement) is ast.Assign and len(statement.targets) == 1
        and type(target := statement.targets[0]) is ast.Attribute
        and type(target.value) is ast.Name and target.value.id == owner.arg
        and (declared := declared_in_class(cls, target.attr)) is not None
        and ast.dump(declared) == ast.dump(_defaulted(statement.value, defaults))
        for statement in body
    )


def _defaulted(value: ast.AST, defaults: dict) -> ast.AST:
    """A parameter read as the default it takes."""
    if type(value) is ast.Name and value.id in defaults:
        return defaults[value.id]
    return value


def deletes_leftovers(call: ast.Call, ctx) -> bool:
    """A function of the file or the project called without arguments whose
    body only deletes files, in loops over what it finds, printing as it
    goes (``purge_files()``: ``for file in Path().glob("*.png"):
    file.unlink()``): what earlier runs left is gone, as every test starts."""
    if call.args or call.keywords:
        return False
    definition = None
    if type(call.func) is ast.Name:
        definition = next((
            statement for statement in ctx.tree.body
            if type(statement) is ast.FunctionDef and statement.name == call.func.id
        ), None)
    if definition is None:
        found = ctx.project_definition(call.func)
        definition = found[1] if found is not None else None
    if type(definition) is not ast.FunctionDef or definition.args.args:
        return False
    return _only_deletes(definition.body, ctx) is True


def _only_deletes(statements, ctx) -> bool | None:
    """True when the statements delete files and do nothing else but print
    and loop; None when they do nothing at all."""
    deleted = None
    for statement in statements:
        if type(statement) is ast.Expr and type(statement.value) is ast.Constant:
            continue  # a docstring
        if type(statement) is ast.For:
            inner = _only_deletes(statement.body, ctx)
            if inner is False or statement.orelse:
                return False
            deleted = deleted or inner
            continue
        if type(statement) is not ast.Expr or type(statement.value) is not ast.Call:
            return False
        func = statement.value.func
        if type(func) is ast.Name and func.id == "print":
            continue
        name = ctx.resolve(func) or ""
        if name in _DELETING_FUNCTIONS or (
            type(func) is ast.Attribute and func.attr == "unlink" and not name
        ):
            deleted = True
            continue
        return False
    return deleted


_DELETING_FUNCTIONS = frozenset({"os.remove", "os.unlink", "shutil.rmtree"})


def deletes_a_file(call: ast.Call, ctx) -> bool:
    """``os.remove(OUTPUT)``, ``shutil.rmtree(folder)``: what an earlier run
    left is gone, as every test starts."""
    return ctx.resolve(call.func) in _DELETING_FUNCTIONS


def module_flag(test: ast.AST, ctx) -> bool | None:
    """The value of a name the module binds once, to True or False
    (``SAVE_TEST = False``), that ``test`` is; None for anything else."""
    if type(test) is not ast.Name:
        return None
    values = [
        statement.value for statement in ctx.tree.body
        if type(statement) is ast.Assign
        and any(type(target) is ast.Name and target.id == test.id for target in statement.targets)
    ]
    if len(values) != 1 or type(values[0]) is not ast.Constant:
        return None
    return values[0].value if type(values[0].value) is bool else None


def sets_what_is_there(call: ast.Call, ctx) -> bool:
    """``monkeypatch.setattr(gitlab.config, "FILES", config.FILES)`` where
    both name the same module: the attribute gets the value it holds."""
    written = _setattr_target(call, ctx) if len(call.args) == 3 else None
    return written is not None and ctx.resolve(written[1]) == written[0]


def sets_the_start(call: ast.Call, ctx) -> bool:
    """``monkeypatch.setattr("pkg.registry._REGISTRY", {})`` (or
    ``setattr(registry, "_REGISTRY", {})``) where the module starts with
    ``_REGISTRY = {}``: the attribute gets back its starting value."""
    written = None if call.keywords else _setattr_target(call, ctx)
    if written is None or not is_literal(written[1]):
        return False
    qualified, value = written
    return same_literal(value, starting_value(qualified, ctx.filename))


def _setattr_target(call: ast.Call, ctx) -> tuple[str, ast.AST] | None:
    """(the dotted name written, the value) of a ``setattr`` call:
    ``setattr(owner, "name", value)`` (builtin or monkeypatch's) or
    monkeypatch's ``setattr("pkg.mod.name", value)``."""
    func = call.func
    called = func.attr if type(func) is ast.Attribute else getattr(func, "id", "")
    if called == "object" and type(func) is ast.Attribute and last_name(func.value) == "patch":
        called = "setattr"  # `mocker.patch.object(Tool, "_root", None)` given its new value
        if len(call.args) != 3:
            return None
    elif called == "patch" and len(call.args) != 2:
        return None
    elif called == "patch":
        called = "setattr"  # `patch("pkg.registry._REGISTRY", {})`
    if called != "setattr" or len(call.args) not in (2, 3):
        return None
    if len(call.args) == 2:
        target = call.args[0]
        if type(target) is not ast.Constant or type(target.value) is not str:
            return None
        return target.value, call.args[1]
    owner, name, value = call.args
    owner_name = ctx.resolve(owner)
    if owner_name is None or type(name) is not ast.Constant or type(name.value) is not str:
        return None
    return f"{owner_name}.{name.value}", value


def writes_the_start(targets, value, ctx) -> bool:
    """``caches._caches = {}`` where ``caches`` is a module-level instance
    whose class's ``__init__`` sets ``self._caches = {}`` (a module global or
    a class attribute likewise), or a global of the file given back the
    value the module gives it (``global _i`` then ``_i = 0``): the write
    puts back where every test starts (see project.starting_values)."""
    if len(targets) != 1 or not is_literal(value):
        return False
    if type(targets[0]) is ast.Name:
        # `global _calls` then `_calls = 0`, the module saying `_calls = 0`.
        return any(
            type(statement) is ast.Assign and len(statement.targets) == 1
            and type(statement.targets[0]) is ast.Name
            and statement.targets[0].id == targets[0].id
            and same_literal(value, statement.value)
            for statement in ctx.tree.body
        )
    if type(targets[0]) is not ast.Attribute:
        return False
    qualified = ctx.resolve(targets[0])
    return qualified is not None and same_literal(value, starting_value(qualified, ctx.filename))


_UNSETTING = frozenset({"os.environ.pop", "os.unsetenv", "sys.modules.pop"})


def unsets_variables(call: ast.Call, ctx) -> bool:
    """``monkeypatch.delenv("TERM", raising=False)``, ``os.environ.pop("TERM",
    None)``: the environment the run was started from is taken away, so
    every test starts without it (as ``patch.dict(os.environ, clear=True)``
    does); nothing is set for a test to depend on. So is a module forgotten
    (``sys.modules.pop("app.settings", None)``): the test imports it afresh."""
    func = call.func
    if type(func) is ast.Attribute and func.attr == "delenv":
        return True
    return ctx.resolve(func) in _UNSETTING


_CLEARED_MAPPINGS = frozenset({"os.environ", "sys.modules"})


def deletes_variables(statement: ast.Delete, ctx) -> bool:
    """``del os.environ["TERM"]``, ``del sys.modules[name]``: the same clean
    slate."""
    return all(
        type(target) is ast.Subscript and ctx.resolve(target.value) in _CLEARED_MAPPINGS
        for target in statement.targets
    )


# Context managers that only save state and put it back on exit.
_RESTORING_MANAGERS = frozenset(
    {
        "warnings.catch_warnings",
        "contextlib.ExitStack",
        "contextlib.AsyncExitStack",
        "pytest.MonkeyPatch.context",
    }
)
_PATCH_DICT = frozenset({"unittest.mock.patch.dict", "mock.patch.dict"})
_PATCH_OBJECT = frozenset({"unittest.mock.patch.object", "mock.patch.object"})
_MONKEYPATCH_UNDO_RECORDS = frozenset({"_setattr", "_setitem"})


def restoring_manager(expression: ast.AST, ctx) -> bool:
    """A context manager that only saves state and puts it back on exit."""
    if not isinstance(expression, ast.Call):
        return False
    name = ctx.resolve(expression.func)
    if name in _RESTORING_MANAGERS or _attribute_name(expression.func) == "context":
        return not expression.args
    if name in _PATCH_DICT:
        # patch.dict(target) with nothing to put in: a snapshot restored on
        # exit; emptied too (`clear=True`), a clean slate every test starts
        # from, shielded from the environment the suite runs in.
        return len(expression.args) == 1 and not any(
            keyword.arg == "values" for keyword in expression.keywords
        )
    if name in _PATCH_OBJECT:
        return _replaces_with_copy(expression)
    return False


def snapshot_setattr(call: ast.Call) -> bool:
    """``monkeypatch.setattr(sys, "path", list(sys.path))``: a copy put in place so
    that the original comes back afterwards; nothing changes for the test."""
    return _attribute_name(call.func) == "setattr" and _replaces_with_copy(call)


def _replaces_with_copy(call: ast.Call) -> bool:
    if len(call.args) < 3 or not isinstance(call.args[1], ast.Constant):
        return False
    owner, attribute, replacement = call.args[:3]
    original = ast.dump(ast.Attribute(value=owner, attr=attribute.value, ctx=ast.Load()))
    return any(ast.dump(inner) == original for inner in ast.walk(replacement))


def _attribute_name(func: ast.AST) -> str | None:
    return func.attr if isinstance(func, ast.Attribute) else None


def records_undo(func: ast.AST) -> bool:
    """``monkeypatch._setitem.extend(...)``: entries added to a MonkeyPatch's undo
    records change nothing now; they are put back when the test ends."""
    return (
        isinstance(func, ast.Attribute)
        and func.attr in ("append", "extend")
        and isinstance(func.value, ast.Attribute)
        and func.value.attr in _MONKEYPATCH_UNDO_RECORDS
    )


# Methods named for taking a copy of an object's state, and for putting it back.
_SAVES = lazy_compile(r"^_*(backup|snapshot|save_state|checkpoint)", re.IGNORECASE)
_RESTORES = lazy_compile(r"^_*(restore|rollback|revert)", re.IGNORECASE)


def saves_for_its_restore(call: ast.Call, fixture) -> bool:
    """``config.backup()`` in a fixture that also puts ``config`` back
    (``request.addfinalizer(config.restore)``, or ``config.restore()``
    after its ``yield``): a copy of the state taken to restore it changes
    nothing the test sees."""
    func = call.func
    if not (
        type(func) is ast.Attribute and _SAVES.match(func.attr)
        and not call.args and not call.keywords
    ):
        return False
    receiver = ast.dump(func.value)
    return any(
        type(inner) is ast.Attribute and _RESTORES.match(inner.attr)
        and ast.dump(inner.value) == receiver
        for inner in ast.walk(fixture.node)
    )
