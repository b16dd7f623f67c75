"""Whether a call to one of the project's setters writes back the value the
state it sets starts with: ``set_active(True)`` where ``set_active`` does
``CONFIG.is_active = bool(active)``, ``CONFIG`` is a module-level instance
and its class's ``__init__`` sets ``is_active`` (through the property's
setter, ``_is_active``) to ``True``.

Only plain shapes are followed, and every step must be certain: a setter
whose one statement assigns a module global or an attribute of a
module-level instance, from its parameters and constants; a property whose
setter stores the value in one attribute; a starting value that is a
constant in ``__init__`` or the class body. Modules are read from disk,
never imported.
"""

from __future__ import annotations

import ast

from flake8_testarch.project.classes import ancestors, definition_named
from flake8_testarch.project.modules import (
    ModuleView,
    find_assignment,
    find_definition,
    find_module,
    module_and_attribute,
    read_module,
)
from flake8_testarch.project.roots import project_only

_UNKNOWN = object()
_CONVERSIONS = {"bool": bool, "int": int, "float": float, "str": str}
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def writes_starting_value(call: ast.Call, definition, filename: str) -> bool:
    """``definition``: (module, function) of what the call calls, as the
    project service found it. True when every argument is a constant and
    the one write of the function puts back the value its target starts with."""
    module, function = definition
    if not isinstance(function, _FUNCTIONS) or function.args.vararg or function.args.kwarg:
        return False
    given = _bind(call, function)
    if given is None:
        return False
    assignment = _only_assignment(function)
    if assignment is None:
        return False
    written = _evaluate(assignment.value, given)
    if written is _UNKNOWN:
        return False
    start = _starting_value(assignment.targets[0], function, module, filename)
    return start is not _UNKNOWN and type(start) is type(written) and start == written


def _bind(call: ast.Call, function) -> dict | None:
    """Parameter -> constant given or defaulted; None unless every argument is
    a constant and every parameter gets a value."""
    parameters = [*function.args.posonlyargs, *function.args.args]
    if len(call.args) > len(parameters):
        return None
    given = {}
    for parameter, argument in zip(parameters, call.args):
        if type(argument) is not ast.Constant:
            return None
        given[parameter.arg] = argument.value
    for keyword in call.keywords:
        if keyword.arg is None or type(keyword.value) is not ast.Constant:
            return None
        given[keyword.arg] = keyword.value.value
    defaults = function.args.defaults
    for parameter, default in zip(parameters[len(parameters) - len(defaults):], defaults):
        if parameter.arg not in given and type(default) is ast.Constant:
            given[parameter.arg] = default.value
    if any(parameter.arg not in given for parameter in parameters):
        return None
    return given


def _only_assignment(function) -> ast.Assign | None:
    """The function's one statement besides its docstring, imports and
    ``global`` declarations, when it assigns one target."""
    rest = [
        statement for statement in function.body
        if not isinstance(statement, (ast.Import, ast.ImportFrom, ast.Global))
        and not (type(statement) is ast.Expr and type(statement.value) is ast.Constant)
    ]
    if len(rest) != 1 or type(rest[0]) is not ast.Assign or len(rest[0].targets) != 1:
        return None
    return rest[0]


def _evaluate(expression: ast.AST, names: dict):
    """The constant an expression of parameters and constants gives, or _UNKNOWN."""
    kind = type(expression)
    if kind is ast.Constant:
        return expression.value
    if kind is ast.Name:
        return names.get(expression.id, _UNKNOWN)
    if kind is ast.Call and type(expression.func) is ast.Name and len(expression.args) == 1:
        convert = _CONVERSIONS.get(expression.func.id)
        value = _evaluate(expression.args[0], names) if convert else _UNKNOWN
        if value is _UNKNOWN or expression.keywords:
            return _UNKNOWN
        try:
            return convert(value)
        except (TypeError, ValueError):
            return _UNKNOWN
    if kind is ast.UnaryOp and type(expression.op) is ast.Not:
        value = _evaluate(expression.operand, names)
        return _UNKNOWN if value is _UNKNOWN else not value
    if kind is ast.IfExp:
        test = _evaluate(expression.test, names)
        if test is _UNKNOWN:
            return _UNKNOWN
        return _evaluate(expression.body if test else expression.orelse, names)
    if kind is ast.Compare and len(expression.ops) == 1:
        left = _evaluate(expression.left, names)
        right = _evaluate(expression.comparators[0], names)
        if left is _UNKNOWN or right is _UNKNOWN:
            return _UNKNOWN
        op = type(expression.ops[0])
        if op is ast.Is:
            return left is right
        if op is ast.IsNot:
            return left is not right
        if op is ast.Eq:
            return left == right
        if op is ast.NotEq:
            return left != right
    return _UNKNOWN


def _starting_value(target: ast.AST, function, module: ModuleView, filename: str):
    """The constant the assigned global or attribute holds once its module is imported."""
    if type(target) is ast.Name:
        declared = any(
            type(statement) is ast.Global and target.id in statement.names
            for statement in function.body
        )
        value = module.assigned(target.id) if declared else None
        return value.value if type(value) is ast.Constant else _UNKNOWN
    if type(target) is not ast.Attribute or type(target.value) is not ast.Name:
        return _UNKNOWN
    instance = _module_level_value(target.value.id, module, filename)
    if instance is None or type(instance[1]) is not ast.Call:
        return _UNKNOWN
    owner, made = instance
    found = definition_named(made.func, owner, project_only(filename))
    if found is None or not isinstance(found[1], ast.ClassDef):
        return _UNKNOWN
    return _attribute_start(found[1], target.attr)


def _module_level_value(name: str, module: ModuleView, filename: str):
    """(module, value) of a module-level assignment to ``name`` in the module
    or the project module it is imported from (at any level of the module)."""
    value = module.assigned(name)
    if value is not None:
        return module, value
    qualified = module.imports.qualified(name)
    if not qualified:
        return None
    return find_assignment(qualified, module.path, project_only(filename))


def _attribute_start(cls: ast.ClassDef, attribute: str):
    """The constant an instance's attribute starts with: written by
    ``__init__`` (through the property's setter when ``attribute`` is a
    property) or given in the class body."""
    value = initial_value(cls, _property_storage(cls, attribute) or attribute)
    return value.value if type(value) is ast.Constant else _UNKNOWN


def initial_value(cls: ast.ClassDef, attribute: str) -> ast.AST | None:
    """The expression an instance's ``attribute`` starts with: the last
    ``self.<attribute> = ...`` among ``__init__``'s statements, else the
    class body's ``attribute = ...`` (or ``attribute: T = ...``); None when
    neither gives one."""
    initialiser = next(
        (s for s in cls.body if isinstance(s, _FUNCTIONS) and s.name == "__init__"), None
    )
    found = _assigned_in(initialiser.body if initialiser is not None else (), attribute, True)
    return found if found is not None else _assigned_in(cls.body, attribute, False)


def declared_in_class(cls: ast.ClassDef, attribute: str) -> ast.AST | None:
    """The value the class body gives ``attribute`` (its last assignment
    there), or None."""
    return _assigned_in(cls.body, attribute, False)


def _assigned_in(statements, attribute: str, on_self: bool) -> ast.AST | None:
    found = None
    for statement in statements:
        if type(statement) is ast.Assign:
            targets = statement.targets
        elif type(statement) is ast.AnnAssign and statement.value is not None:
            targets = [statement.target]
        else:
            continue
        for target in targets:
            named = (
                _on_self(target, attribute) if on_self
                else type(target) is ast.Name and target.id == attribute
            )
            if named:
                found = statement.value
    return found


def starting_value(qualified: str, filename: str) -> ast.AST | None:
    """The expression the state a dotted name stands for holds once its
    module is imported: a module global (``pkg.mod.TIMEOUT``), a class
    attribute (``pkg.mod.Lock._EVENTS``) or an attribute of a module-level
    instance (``pkg.caches._caches`` where ``caches = CacheHandler()``).
    Read from disk; None when no plain assignment gives it. A starting
    value that names another imported one (``write_key =
    Client.Defaults.write_key``) is followed there, a few steps at most."""
    found = _start(qualified, filename)
    for _ in range(_NAMES_FOLLOWED):
        if found is None or type(found[1]) not in (ast.Name, ast.Attribute):
            break
        named = found[0].imports.resolve(found[1])
        following = _start(named, found[0].path) if named and named != qualified else None
        if following is None:
            break
        found = following
    return found[1] if found is not None else None


_NAMES_FOLLOWED = 3


def built_by(qualified: str, filename: str) -> str | None:
    """The dotted name of the function or class whose call gives the state a
    dotted name stands for its starting value (``log =
    logging.getLogger(__name__)`` gives ``logging.getLogger``), resolved
    through the imports of the module that assigns it; None otherwise."""
    found = _start(qualified, filename)
    if found is None or type(found[1]) is not ast.Call:
        return None
    return found[0].imports.resolve(found[1].func)


def starting_name(qualified: str, filename: str) -> str | None:
    """The dotted name the starting value of ``qualified`` is, when it is a
    name (``json = _json`` under ``from engineio import json as _json`` is
    ``engineio.json``), resolved through the imports of the module that
    assigns it."""
    found = _start(qualified, filename)
    if found is None or type(found[1]) not in (ast.Name, ast.Attribute):
        return None
    return found[0].imports.resolve(found[1])


def _start(qualified: str, filename: str):
    """(module, expression) of the starting value of a dotted name."""
    found = find_assignment(qualified, filename)
    if found is not None:
        return found
    owner, attribute = module_and_attribute(qualified)
    module_name, owner_name = module_and_attribute(owner)
    path = find_module(module_name, filename) if module_name.strip(".") else None
    module = read_module(path) if path is not None else None
    if module is None and owner_name and module_name.count(".") >= 1:
        # A class nested in a class (``client.Client.Defaults.write_key``).
        outer = find_definition(module_name, filename)
        nested = next((
            node for node in outer[1].body
            if type(node) is ast.ClassDef and node.name == owner_name
        ), None) if outer is not None and type(outer[1]) is ast.ClassDef else None
        return _class_attribute(nested, outer[0], attribute, filename) if nested else None
    if module is None or not owner_name:
        return None
    definition = find_definition(owner, filename)
    if definition is not None and type(definition[1]) is ast.ClassDef:
        return _class_attribute(definition[1], definition[0], attribute, filename)
    instance = _module_level_value(owner_name, module, filename)
    if instance is None or type(instance[1]) is not ast.Call:
        return None
    made = definition_named(instance[1].func, instance[0], project_only(filename))
    if made is None or type(made[1]) is not ast.ClassDef:
        return None
    value = initial_value(made[1], attribute)
    return (made[0], value) if value is not None else None


def _class_attribute(cls: ast.ClassDef, module: ModuleView, attribute: str, filename: str):
    """(module, expression) a class body gives ``attribute``: its own, else
    the nearest project base's (``START_METHOD_SET = False`` in a mixin)."""
    value = _assigned_in(cls.body, attribute, False)
    if value is not None:
        return module, value
    for base in ancestors(cls, module, project_only(filename)):
        if base.cls is None:
            continue
        value = _assigned_in(base.cls.body, attribute, False)
        if value is not None:
            return base.module, value
    return None


def same_literal(written: ast.AST | None, start: ast.AST | None) -> bool:
    """Two expressions that build the same value from literals alone
    (``None``, ``30``, ``{}``, ``[]``, ``timedelta(days=30)``): writing one
    where the other is the starting value is a reset."""
    if written is None or start is None or not (is_literal(written) and is_literal(start)):
        return False
    if type(written) is ast.Constant and type(start) is ast.Constant:
        return type(written.value) is type(start.value) and written.value == start.value
    return ast.dump(written) == ast.dump(start)


_LITERAL_PARTS = (
    ast.Constant, ast.Name, ast.Attribute, ast.Call, ast.keyword, ast.Tuple, ast.List,
    ast.Dict, ast.Set, ast.UnaryOp, ast.Load, ast.USub, ast.UAdd,
)


def is_literal(node: ast.AST) -> bool:
    """A constant, an empty or literal container, or a construction from
    constants (``timedelta(days=30)``)."""
    return all(isinstance(part, _LITERAL_PARTS) for part in ast.walk(node))


def _property_storage(cls: ast.ClassDef, attribute: str) -> str | None:
    """The attribute a property's setter stores its value in (``self._x = value``)."""
    for statement in cls.body:
        if not (isinstance(statement, _FUNCTIONS) and statement.name == attribute):
            continue
        if not any(
            type(decorator) is ast.Attribute and decorator.attr == "setter"
            for decorator in statement.decorator_list
        ):
            continue
        arguments = statement.args.args
        if len(arguments) != 2:
            return None
        stores = [
            target.attr
            for node in ast.walk(statement)
            if type(node) is ast.Assign and type(node.value) is ast.Name
            and node.value.id == arguments[1].arg
            for target in node.targets
            if _on_self(target, None)
        ]
        return stores[0] if len(stores) == 1 else None
    return None


def _on_self(target: ast.AST, attribute: str | None) -> bool:
    return (
        type(target) is ast.Attribute
        and type(target.value) is ast.Name
        and target.value.id == "self"
        and (attribute is None or target.attr == attribute)
    )
