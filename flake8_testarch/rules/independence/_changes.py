"""What test code changes in process-global state (the change finder),
shared by TA701 (environment) and TA702 (the rest of the process: sys.path,
the working directory, sys.modules, the locale, module attributes, ...).

A *change* is a write to one of these resources: an item or the whole of
``os.environ``, ``sys.path`` or ``sys.modules``, the working directory, the
locale, the socket default timeout, ``logging.disable``, or an attribute of a
module or class (state every importer shares). Names are resolved where they
are written (``env = os.environ`` is the environment).
"""

from __future__ import annotations

import ast

from flake8_testarch.syntax import dotted_name

ENV = "environment"
SYS_PATH = "sys.path"
META_PATH = "sys.meta_path"
PATH_HOOKS = "sys.path_hooks"
MODULES = "sys.modules"
CWD = "working directory"
LOCALE = "locale"
SOCKET_TIMEOUT = "socket default timeout"
LOGGING_DISABLE = "logging.disable"
ATTRIBUTE = "attribute"
# A key written as an expression: which variable or module it names is unknown.
ANY_KEY = "<expression>"
_ENVIRON = frozenset({"os.environ", "os.environb"})
_SEQUENCES = {"sys.path": SYS_PATH, "sys.meta_path": META_PATH, "sys.path_hooks": PATH_HOOKS}
# Mapping methods that write, and what they do.
_MAPPING_METHODS = {
    "update": "set", "pop": "delete", "setdefault": "set", "clear": "whole",
    "popitem": "whole", "__setitem__": "set", "__delitem__": "delete",
}
_SEQUENCE_METHODS = {
    "append": "set", "insert": "set", "extend": "set", "remove": "delete", "pop": "delete",
    "clear": "whole", "__setitem__": "set", "__delitem__": "delete", "__iadd__": "set",
    "reverse": "whole", "sort": "whole",
}
# Functions that change process state: the resource and what they do.
_FUNCTIONS = {
    "os.putenv": (ENV, "set"),
    "os.unsetenv": (ENV, "delete"),
    "os.chdir": (CWD, "set"),
    "os.fchdir": (CWD, "set"),
    "locale.setlocale": (LOCALE, "set"),
    "socket.setdefaulttimeout": (SOCKET_TIMEOUT, "set"),
    "logging.disable": (LOGGING_DISABLE, "set"),
}
_FUNCTION_NAMES = frozenset(name.rsplit(".", 1)[1] for name in _FUNCTIONS)
_METHOD_NAMES = frozenset(_MAPPING_METHODS) | frozenset(_SEQUENCE_METHODS) | _FUNCTION_NAMES
# The last names of the calls that ``might_change``: the rules' call filter.
CALL_NAMES = _METHOD_NAMES | {"setattr", "delattr"}


class Change:
    """A write to process-global state.

    ``keys`` names the variables or items written (``None``: the whole
    resource); ``verb`` is 'set', 'delete' or 'whole'; ``restoring`` tells
    whether it has the shape of a restore (a delete, or a saved value put
    back); ``resets`` whether it only puts the default back
    (``logging.disable(logging.NOTSET)``). Compared by identity; read-only."""

    __slots__ = ("node", "resource", "keys", "what", "verb", "restoring", "resets")

    def __init__(
        self,
        node: ast.AST,
        resource: str,
        keys: frozenset[str] | None,
        what: str,
        verb: str,
        restoring: bool = False,
        resets: bool = False,
    ):
        self.node = node
        self.resource = resource
        self.keys = keys
        self.what = what
        self.verb = verb
        self.restoring = restoring
        self.resets = resets

    def made_at(self, node: ast.AST) -> Change:
        """The same change, as made where ``node`` stands (a nested
        function's change, where the enclosing function first uses it)."""
        return Change(
            node, self.resource, self.keys, self.what, self.verb, self.restoring, self.resets
        )


# --- finding changes -------------------------------------------------------------


def _anything_shared(owner: ast.AST, dotted: str) -> bool:
    return True


def detect(node: ast.AST, resolve, shared=_anything_shared) -> tuple[Change, ...]:
    """The changes a statement or call makes; ``resolve`` gives the dotted name
    an expression stands for through the imports (None when it is not imported),
    ``shared`` whether an owner whose attribute is set is shared by every
    importer (a module or a class)."""
    node_type = type(node)
    if node_type is ast.Call:
        return _call_changes(node, resolve, shared)
    if node_type is ast.Assign:
        targets, value, verb = node.targets, node.value, "set"
    elif node_type is ast.AugAssign:
        targets, value, verb = [node.target], node.value, "set"
    elif node_type is ast.AnnAssign:
        if node.value is None:
            return ()
        targets, value, verb = [node.target], node.value, "set"
    elif node_type is ast.Delete:
        targets, value, verb = node.targets, None, "delete"
    else:
        return ()
    found: list[Change] = []
    for target in targets:
        _target_changes(target, node, verb, value, resolve, shared, found)
    return tuple(found)


def might_change(node: ast.AST) -> bool:
    """A cheap look at a node's shape: could it change global state at all?"""
    node_type = type(node)
    if node_type is ast.Call:
        func = node.func
        if type(func) is ast.Attribute:
            return func.attr in _METHOD_NAMES
        return type(func) is ast.Name and (
            func.id in _FUNCTION_NAMES or func.id in ("setattr", "delattr")
        )
    if node_type is ast.Assign:
        return not all(_local(target) for target in node.targets)
    if node_type in (ast.AugAssign, ast.AnnAssign):
        return not _local(node.target)
    return node_type is ast.Delete


def _local(target: ast.AST) -> bool:
    """A plain name, or an attribute of ``self`` or an item of one
    (``self.client = ...``, ``self.calls[0] = ...``): the function's or the
    instance's own, never process-global state."""
    if type(target) is ast.Name:
        return True
    if type(target) is ast.Subscript:
        target = target.value
    return (
        type(target) is ast.Attribute and type(target.value) is ast.Name
        and target.value.id == "self"
    )


def _saved(value: ast.AST | None) -> bool:
    """A value put back from somewhere (a name, attribute or item), not made here."""
    return isinstance(value, (ast.Name, ast.Attribute, ast.Subscript))


def _keys(expression: ast.AST | None) -> frozenset[str]:
    if isinstance(expression, ast.Constant) and isinstance(expression.value, (str, bytes)):
        value = expression.value
        return frozenset({value.decode("latin-1") if isinstance(value, bytes) else value})
    if expression is None:
        return frozenset({ANY_KEY})
    # The expression's text tells one computed key from another in the same function.
    return frozenset({ANY_KEY, "=" + ast.unparse(expression)})


def _shown(expression: ast.AST) -> str:
    if isinstance(expression, ast.Constant):
        return repr(expression.value)
    text = ast.unparse(expression)
    return text if len(text) <= 40 else text[:37] + "..."


def _env_what(keys: frozenset[str] | None, key_expression: ast.AST | None) -> str:
    if keys is None:
        return "os.environ"
    if ANY_KEY in keys:
        shown = _shown(key_expression) if key_expression is not None else "..."
        return f"environment variable {shown}"
    names = ", ".join(repr(key) for key in sorted(keys))
    return f"environment variable{'s' if len(keys) > 1 else ''} {names}"


def _modules_what(keys: frozenset[str] | None, key_expression: ast.AST | None) -> str:
    if keys is None:
        return "sys.modules"
    if ANY_KEY in keys and key_expression is not None:
        return f"sys.modules[{_shown(key_expression)}]"
    return "sys.modules[" + ", ".join(repr(key) for key in sorted(keys)) + "]"


def _keyed(resource, owner_name, keys, key_expression, node, verb, restoring) -> Change:
    if resource == ENV:
        what = _env_what(keys, key_expression)
    else:
        what = _modules_what(keys, key_expression)
    return Change(node, resource, keys, what, verb, restoring)


def _target_changes(target, statement, verb, value, resolve, shared, found: list) -> None:
    target_type = type(target)
    if target_type in (ast.Tuple, ast.List):
        for element in target.elts:
            _target_changes(element, statement, verb, None, resolve, shared, found)
    elif target_type is ast.Starred:
        _target_changes(target.value, statement, verb, None, resolve, shared, found)
    elif target_type is ast.Subscript:
        owner = resolve(target.value)
        if owner is None:
            return
        restoring = verb == "delete" or _saved(value)
        if owner in _ENVIRON or owner == "sys.modules":
            resource = ENV if owner in _ENVIRON else MODULES
            key = target.slice
            found.append(
                _keyed(resource, owner, _keys(key), key, statement, verb, restoring)
            )
        elif owner in _SEQUENCES:
            end = index_end(target.slice) if verb == "delete" else None
            found.append(Change(statement, _SEQUENCES[owner], end, owner, verb, restoring))
    elif target_type is ast.Attribute:
        full = resolve(target)
        if full is None or full.startswith("__future__"):
            return
        restoring = verb == "delete" or _saved(value)
        if full in _ENVIRON:
            found.append(Change(statement, ENV, None, full, "whole", restoring))
        elif full in _SEQUENCES:
            found.append(Change(statement, _SEQUENCES[full], None, full, "whole", restoring))
        elif full == "sys.modules":
            found.append(Change(statement, MODULES, None, full, "whole", restoring))
        elif full not in _PUT_BACK_BY_PYTEST and shared(target.value, full.rpartition(".")[0]):
            written = dotted_name(target) or full
            found.append(
                Change(statement, ATTRIBUTE, frozenset({full}), written, verb, restoring)
            )


# Put back after every test by pytest itself: its output capturing restores
# the streams, and its warnings plugin runs each test inside
# ``warnings.catch_warnings``, which restores ``showwarning``.
_PUT_BACK_BY_PYTEST = frozenset(
    {"sys.stdout", "sys.stderr", "sys.stdin", "warnings.showwarning"}
)


def _call_changes(call: ast.Call, resolve, shared) -> tuple[Change, ...]:
    func = call.func
    if type(func) is ast.Attribute:
        attr = func.attr
        if attr not in _METHOD_NAMES:
            return ()
        if attr in _MAPPING_METHODS or attr in _SEQUENCE_METHODS:
            owner = resolve(func.value)
            if owner is not None:
                return _method_change(call, attr, owner)
        if attr in _FUNCTION_NAMES:
            return _function_change(call, resolve(func))
        return ()
    if type(func) is ast.Name:
        if func.id in _FUNCTION_NAMES:
            return _function_change(call, resolve(func))
        if func.id in ("setattr", "delattr") and resolve(func) is None:
            return _setattr_change(call, func.id, resolve, shared)
    return ()


def _method_change(call: ast.Call, attr: str, owner: str) -> tuple[Change, ...]:
    args = call.args
    if owner in _ENVIRON or owner == "sys.modules":
        verb = _MAPPING_METHODS.get(attr)
        if verb is None:
            return ()
        resource = ENV if owner in _ENVIRON else MODULES
        if attr == "update":
            return _update_change(call, resource, owner)
        if verb == "whole":
            what = "os.environ" if resource == ENV else "sys.modules"
            return (Change(call, resource, None, what, "whole"),)
        if not args:
            return ()
        put_back = attr == "__setitem__" and len(args) > 1 and _saved(args[1])
        restoring = verb == "delete" or put_back
        return (_keyed(resource, owner, _keys(args[0]), args[0], call, verb, restoring),)
    if owner in _SEQUENCES:
        verb = _SEQUENCE_METHODS.get(attr)
        if verb is None:
            return ()
        restoring = verb != "set"
        end = _method_end(attr, args)
        return (Change(call, _SEQUENCES[owner], end, owner, verb, restoring),)
    return ()


# The end of a search path a change touches, as its keys: a restore that takes
# an entry off the front (`del sys.path[0]`) undoes an insert at the front,
# not an append; one that names no end (`remove(x)`, `sys.path[:] = saved`)
# undoes any change.
_FRONT = frozenset({"front"})
_BACK = frozenset({"back"})


def _method_end(attr: str, args) -> frozenset[str] | None:
    if attr in ("append", "extend", "__iadd__"):
        return _BACK
    if attr == "pop":
        return _BACK if not args else index_end(args[0])
    if attr in ("insert", "__delitem__") and args:
        return index_end(args[0])
    return None


def index_end(index: ast.AST) -> frozenset[str] | None:
    if isinstance(index, ast.Constant) and index.value == 0:
        return _FRONT
    if (
        isinstance(index, ast.UnaryOp)
        and isinstance(index.op, ast.USub)
        and isinstance(index.operand, ast.Constant)
        and index.operand.value == 1
    ):
        return _BACK
    return None


def _update_change(call: ast.Call, resource: str, owner: str) -> tuple[Change, ...]:
    """``os.environ.update({...}, X=...)``: the keys a literal names, else all of it."""
    if any(keyword.arg is None for keyword in call.keywords) or len(call.args) > 1:
        return (_keyed(resource, owner, None, None, call, "whole", True),)
    keys: set[str] = {keyword.arg for keyword in call.keywords}
    if call.args:
        given = call.args[0]
        if not isinstance(given, ast.Dict) or None in given.keys:
            # `os.environ.update(saved)`: the whole mapping, as restores do.
            return (_keyed(resource, owner, None, None, call, "whole", True),)
        for key in given.keys:
            keys |= _keys(key)
    if not keys:
        return ()
    first = call.args[0].keys[0] if call.args and call.args[0].keys else None
    return (_keyed(resource, owner, frozenset(keys), first, call, "set", False),)


def _function_change(call: ast.Call, name: str | None) -> tuple[Change, ...]:
    described = _FUNCTIONS.get(name) if name else None
    if described is None:
        return ()
    resource, verb = described
    args = call.args
    if resource == ENV:
        if not args:
            return ()
        restoring = verb == "delete" or (len(args) > 1 and _saved(args[1]))
        return (_keyed(ENV, "os.environ", _keys(args[0]), args[0], call, verb, restoring),)
    if resource == LOCALE:
        value = _argument(call, 1, "locale")
        if value is None or isinstance(value, ast.Constant) and value.value is None:
            return ()  # a query: setlocale(category) reads the locale
        return (Change(call, LOCALE, None, "the locale", verb, _saved(value)),)
    first = args[0] if args else None
    if resource == CWD:
        return (Change(call, CWD, None, "the working directory", verb, _saved(first)),)
    if resource == SOCKET_TIMEOUT:
        resets = isinstance(first, ast.Constant) and first.value is None
        what = "the default socket timeout"
        return (Change(call, SOCKET_TIMEOUT, None, what, verb, _saved(first) or resets, resets),)
    resets = _is_notset(first)
    return (Change(call, LOGGING_DISABLE, None, "logging.disable", verb, resets, resets),)


def _is_notset(level: ast.AST | None) -> bool:
    if isinstance(level, ast.Constant):
        return level.value == 0
    return isinstance(level, ast.Attribute) and level.attr == "NOTSET"


def _setattr_change(call: ast.Call, builtin: str, resolve, shared) -> tuple[Change, ...]:
    if len(call.args) < 2:
        return ()
    owner_node, name = call.args[0], call.args[1]
    owner = resolve(owner_node)
    if owner is None:
        return ()
    verb = "delete" if builtin == "delattr" else "set"
    restoring = verb == "delete" or (len(call.args) > 2 and _saved(call.args[2]))
    written = dotted_name(owner_node) or owner
    if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
        key, what = f"{owner}.*", f"an attribute of {written}"
        return (Change(call, ATTRIBUTE, frozenset({key}), what, verb, restoring),)
    full = f"{owner}.{name.value}"
    if full in _ENVIRON:
        return (Change(call, ENV, None, full, "whole", restoring),)
    if full in _SEQUENCES:
        return (Change(call, _SEQUENCES[full], None, full, "whole", restoring),)
    if full == "sys.modules":
        return (Change(call, MODULES, None, full, "whole", restoring),)
    if full in _PUT_BACK_BY_PYTEST or not shared(owner_node, owner):
        return ()
    what = f"{written}.{name.value}"
    return (Change(call, ATTRIBUTE, frozenset({full}), what, verb, restoring),)


def _argument(call: ast.Call, position: int, keyword: str) -> ast.AST | None:
    for given in call.keywords:
        if given.arg == keyword:
            return given.value
    if position < len(call.args) and not any(
        isinstance(arg, ast.Starred) for arg in call.args[: position + 1]
    ):
        return call.args[position]
    return None
