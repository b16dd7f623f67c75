"""Process-global state that test code changes, and whether the code around a
change puts the old state back: shared by TA701 (environment) and TA702 (the
rest of the process: sys.path, the working directory, sys.modules, the
locale, module attributes, ...).

A *change* is a write to one of these resources. It needs no report when
something puts the state back whatever the test's outcome:

- it sits in a ``with`` that restores the resource (``patch.dict(os.environ)``,
  ``patch.object(sys, "path", ...)``, ``contextlib.chdir``), or a patcher
  of the resource decorates an enclosing function or class;
- the function that makes it uses ``monkeypatch`` on the same resource first
  (``monkeypatch.setenv("X")`` then ``os.environ["X"] = ...``, the saved
  value comes back on undo), starts a patcher of it, or asks for
  ``pytester``/``testdir`` (which snapshot the working directory, sys.path
  and sys.modules);
- a ``finally`` that encloses or follows it restores it;
- a cleanup registered in the function restores it (``self.addCleanup(
  os.environ.pop, "X")``, ``request.addfinalizer(restore)``);
- it runs after a ``yield`` in a generator (a fixture's or context manager's
  teardown), in a teardown hook, or in a function registered as a cleanup:
  those are the restores;
- a fixture restores it after its ``yield``: the change is made before the
  yield, or the fixture is autouse (in the file, an enclosing class or a
  ``conftest.py`` above), or a function in scope asks for it by name;
- a teardown hook of the same or a broader level restores it (``setUp``/test
  methods -> ``tearDown``/``teardown_method``/``tearDownClass``/
  ``tearDownModule``, ``setUpClass`` -> ``tearDownClass``, ``setUpModule``
  -> ``tearDownModule``, ``__enter__`` -> ``__exit__``), following calls to
  the class's own methods and the file's functions one level down;
- it runs in a function handed to another process, or is configuration: at
  import of a ``conftest.py``, in its autouse session fixtures, in
  ``pytest_*`` hooks.

A restore is any write to the same resource in one of those places: the
same variable or item (``del os.environ["X"]``, ``os.environ["X"] = old``),
or the whole resource (``os.environ.clear(); os.environ.update(saved)``,
``sys.path[:] = saved``, ``os.chdir(old)``). A key written as an
expression (``os.environ[name]``) is restored by any keyed restore written
as an expression, since what it names cannot be told apart.
"""

from __future__ import annotations

import ast
import bisect
import os
import sys
from typing import NamedTuple

from flake8_testarch.project import modules as project
from flake8_testarch.semantic.bindings import bindings_in_scope, self_attribute_values, walk_local
from flake8_testarch.suite.vocabulary import CLEANUP_METHODS, FIXTURE_DECORATORS, MOCKER_FIXTURES
from flake8_testarch.semantic.imports import dotted_name
from flake8_testarch.core.syntax import child_nodes
from flake8_testarch.rules.independence._cover_index import KeyIndex

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

_FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPE_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_TRY_TYPES = tuple(t for t in (ast.Try, getattr(ast, "TryStar", None)) if t is not None)
_YIELDS = (ast.Yield, ast.YieldFrom)

_TEARDOWN_HOOKS = frozenset(
    {"tearDown", "asyncTearDown", "tearDownClass", "tearDownModule", "teardown_method",
     "teardown_class", "teardown_module", "teardown_function", "teardown", "doCleanups",
     "__exit__", "__aexit__"}
)
# The level a setup hook works at; everything else works per test.
_HOOK_LEVEL = {
    "setUpClass": "class", "setup_class": "class",
    "setUpModule": "module", "setup_module": "module",
    "__enter__": "context", "__aenter__": "context",
}
# Teardown hooks that put back a change made at a level: the same level or a
# broader one (a test's change restored by tearDownClass stays inside the class).
_PER_TEST_TEARDOWNS = frozenset({"tearDown", "asyncTearDown", "teardown_method", "teardown"})
_CLASS_LEVEL_TEARDOWNS = frozenset({"tearDownClass", "teardown_class"})
_MODULE_LEVEL_TEARDOWNS = frozenset({"tearDownModule", "teardown_module"})
_CLASS_TEARDOWNS = {
    "test": _PER_TEST_TEARDOWNS | _CLASS_LEVEL_TEARDOWNS,
    "class": _CLASS_LEVEL_TEARDOWNS,
    "module": frozenset(),
    # A context manager class: what __enter__ changes, __exit__ puts back.
    "context": frozenset({"__exit__", "__aexit__"}),
}
_MODULE_TEARDOWNS = {
    "test": _MODULE_LEVEL_TEARDOWNS | {"teardown_function"},
    "class": _MODULE_LEVEL_TEARDOWNS,
    "module": _MODULE_LEVEL_TEARDOWNS,
    "context": frozenset(),
}
# Fixtures that snapshot the process for the test that asks for them.
_SNAPSHOT_FIXTURES = frozenset({"pytester", "testdir"})
_SNAPSHOTTED = ((CWD, None), (SYS_PATH, None), (META_PATH, None), (MODULES, None))
# Context managers that restore a resource on exit, resolved through imports.
_RESTORING_MANAGERS = {
    "contextlib.chdir": (CWD, None),
    "test.support.os_helper.change_cwd": (CWD, None),
    "test.support.os_helper.temp_cwd": (CWD, None),
    "test.support.change_cwd": (CWD, None),
    "test.support.temp_cwd": (CWD, None),
    "test.support.os_helper.EnvironmentVarGuard": (ENV, None),
    "test.support.EnvironmentVarGuard": (ENV, None),
    "test.support.import_helper.DirsOnSysPath": (SYS_PATH, None),
    "test.support.import_helper.CleanImport": (MODULES, None),
    "test.support.import_helper.isolated_modules": (MODULES, None),
}
_RESTORING_MANAGER_NAMES = frozenset(name.rsplit(".", 1)[1] for name in _RESTORING_MANAGERS)
_RELOADS = frozenset({"importlib.reload", "imp.reload"})
_IMPORT_FUNCTIONS = frozenset({"importlib.import_module", "__import__"})
# Pool methods of multiprocessing: the function given runs in a worker process.
_POOL_METHODS = frozenset(
    {"apply", "apply_async", "map_async", "starmap", "starmap_async", "imap", "imap_unordered"}
)
# Nodes _local_names does not look into: nested scopes, and leaves.
_NOT_ENTERED = frozenset({
    ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, ast.Constant,
    *ast.expr_context.__subclasses__(), *ast.operator.__subclasses__(),
    *ast.unaryop.__subclasses__(), *ast.cmpop.__subclasses__(), *ast.boolop.__subclasses__(),
})
_ALIASABLE = frozenset({"os.environ", "sys.path", "sys.modules", "sys.meta_path"})
_MOCK_MODULES = ("unittest.mock.", "mock.mock.", "mock.")
_PATCH_LAST_NAMES = frozenset({"patch", "dict", "object", "multiple"})
_MONKEYPATCH_METHODS = frozenset(
    {"setenv", "delenv", "chdir", "syspath_prepend", "setattr", "delattr", "setitem", "delitem"}
)
_MONKEYPATCH_FACTORIES = frozenset(
    {"pytest.MonkeyPatch", "pytest.MonkeyPatch.context", "_pytest.monkeypatch.MonkeyPatch",
     "_pytest.monkeypatch.MonkeyPatch.context"}
)


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


class Cover(NamedTuple):
    """Something that restores ``resource`` (the ``keys`` of it, or all of it),
    effective for changes made from line ``since`` on."""

    resource: str
    keys: frozenset[str] | None
    since: int = 0

    def covers(self, change: Change) -> bool:
        if self.resource != change.resource or change.node.lineno < self.since:
            return False
        if self.keys is None:
            return True
        if change.keys is None:
            return False
        if ANY_KEY in self.keys:
            return True
        wildcards = [key[:-1] for key in self.keys if key.endswith(".*")]
        if self.resource == ATTRIBUTE:
            # Putting an owner back (`dask.config = reload(...)`) puts back its attributes.
            wildcards += [key + "." for key in self.keys if not key.endswith(".*")]
        return all(
            key in self.keys or any(key.startswith(prefix) for prefix in wildcards)
            for key in change.keys
        )


class Verdict(NamedTuple):
    """Why a change is reported: 'plain' (nothing restores it), 'partial'
    (restored on ``line`` only if nothing fails first) or 'import' (made when
    the module is imported)."""

    kind: str
    line: int | None = None


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
        for target in node.targets:
            if type(target) is not ast.Name:
                return True
        return False
    if node_type in (ast.AugAssign, ast.AnnAssign):
        return type(node.target) is not ast.Name
    return node_type is ast.Delete


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
            found.append(Change(statement, _SEQUENCES[owner], None, owner, verb, restoring))
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
        elif full not in _CAPTURED_STREAMS and shared(target.value, full.rpartition(".")[0]):
            written = dotted_name(target) or full
            found.append(
                Change(statement, ATTRIBUTE, frozenset({full}), written, verb, restoring)
            )


_CAPTURED_STREAMS = frozenset({"sys.stdout", "sys.stderr", "sys.stdin"})


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
        return (Change(call, _SEQUENCES[owner], None, owner, verb, restoring),)
    return ()


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
    if full in _CAPTURED_STREAMS or not shared(owner_node, owner):
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


# --- what restores ----------------------------------------------------------------


def _target_covers(dotted: str, since: int) -> list[Cover]:
    """What replacing the object at a dotted name (a patch target) restores."""
    if dotted in _ENVIRON:
        return [Cover(ENV, None, since)]
    if dotted in _SEQUENCES:
        return [Cover(_SEQUENCES[dotted], None, since)]
    if dotted == "sys.modules":
        return [Cover(MODULES, None, since)]
    if dotted in _FUNCTIONS:
        # The function that changes the state is itself replaced: nothing changes.
        return [Cover(_FUNCTIONS[dotted][0], None, since)]
    return [Cover(ATTRIBUTE, frozenset({dotted}), since)]


def _string(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value.strip()
        return text or None
    return None


def _owner_attribute_covers(owner, attribute, resolve, since) -> list[Cover]:
    base = _string(owner) or (resolve(owner) if owner is not None else None)
    if base is None:
        return []
    name = _string(attribute)
    if name is None:
        return [Cover(ATTRIBUTE, frozenset({f"{base}.*"}), since)]
    return _target_covers(f"{base}.{name}", since)


def _mock_member(func: ast.AST, resolve) -> str | None:
    """'patch', 'patch.dict', 'patch.object', 'patch.multiple' for mock's patchers
    (unittest.mock, the backport, pytest-mock's fixtures)."""
    resolved = resolve(func)
    if resolved is not None:
        for prefix in _MOCK_MODULES:
            if resolved.startswith(prefix):
                return resolved[len(prefix):]
        return None
    written = dotted_name(func)
    if written is not None:
        root, _, member = written.partition(".")
        if root in MOCKER_FIXTURES and member:
            return member
    return None


def _patch_covers(call: ast.Call, member: str, resolve, since: int) -> list[Cover]:
    if member == "patch.dict":
        target = _argument(call, 0, "in_dict")
        name = _string(target) or (resolve(target) if target is not None else None)
        if name in _ENVIRON:
            return [Cover(ENV, None, since)]
        if name == "sys.modules":
            return [Cover(MODULES, None, since)]
        return []
    if member == "patch":
        target = _string(_argument(call, 0, "target"))
        return _target_covers(target, since) if target else []
    if member == "patch.object":
        return _owner_attribute_covers(
            _argument(call, 0, "target"), _argument(call, 1, "attribute"), resolve, since
        )
    if member == "patch.multiple":
        owner = _argument(call, 0, "target")
        base = _string(owner) or (resolve(owner) if owner is not None else None)
        if base is None:
            return []
        found: list[Cover] = []
        for keyword in call.keywords:
            if keyword.arg not in (None, "target", "spec", "create", "spec_set", "autospec",
                                   "new_callable"):
                found.extend(_target_covers(f"{base}.{keyword.arg}", since))
        return found
    return []


def _is_monkeypatch(receiver: ast.AST, function: ast.AST | None, resolve) -> bool:
    """The ``monkeypatch`` fixture (or a name for it), or a local bound to
    ``MonkeyPatch()`` / ``MonkeyPatch.context()``."""
    if isinstance(receiver, ast.Attribute):
        return "monkeypatch" in receiver.attr.lower()
    if not isinstance(receiver, ast.Name):
        return isinstance(receiver, ast.Call) and resolve(receiver.func) in _MONKEYPATCH_FACTORIES
    name = receiver.id
    if "monkeypatch" in name.lower() or name in ("mp", "mpatch"):
        return True
    if function is None:
        return False
    for binding in bindings_in_scope(name, function):
        value = binding.value
        if not isinstance(value, ast.Call):
            continue
        if resolve(value.func) in _MONKEYPATCH_FACTORIES:
            return True
        # `with monkeypatch.context() as m:`
        func = value.func
        if isinstance(func, ast.Attribute) and func.attr == "context":
            if isinstance(func.value, ast.Name) and func.value.id != name:
                if _is_monkeypatch(func.value, function, resolve):
                    return True
    return False


def _monkeypatch_covers(call: ast.Call, function, resolve, since: int) -> list[Cover]:
    func = call.func
    method = func.attr
    if not _is_monkeypatch(func.value, function, resolve):
        return []
    if method in ("setenv", "delenv"):
        name = _argument(call, 0, "name")
        return [Cover(ENV, _keys(name), since)] if name is not None else []
    if method == "chdir":
        return [Cover(CWD, None, since)]
    if method == "syspath_prepend":
        return [Cover(SYS_PATH, None, since)]
    first = _argument(call, 0, "target")
    if method in ("setattr", "delattr"):
        text = _string(first)
        single = len(call.args) == (2 if method == "setattr" else 1)
        if text is not None and "." in text and single:
            return _target_covers(text, since)
        return _owner_attribute_covers(first, _argument(call, 1, "name"), resolve, since)
    # setitem / delitem
    owner = resolve(first) if first is not None else None
    if owner in _ENVIRON or owner == "sys.modules":
        key = _argument(call, 1, "name")
        return [Cover(ENV if owner in _ENVIRON else MODULES, _keys(key), since)]
    return []


def guard_covers(
    call: ast.AST, resolve, function=None, since: int = 0, applied: bool = True
) -> list[Cover]:
    """What a call restores by being made (a patcher, monkeypatch, a restoring
    context manager), from line ``since`` on. A unittest.mock patcher counts
    only when ``applied`` (entered, decorating, or started); pytest-mock's
    ``mocker.patch`` applies itself."""
    if not isinstance(call, ast.Call):
        return []
    func = call.func
    last = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if last in _PATCH_LAST_NAMES:
        member = _mock_member(func, resolve)
        if member is None:
            return []
        if not applied and resolve(func) is not None:
            return []  # made, not started (yet): `patcher = patch.dict(os.environ)`
        return _patch_covers(call, member, resolve, since)
    if last in _MONKEYPATCH_METHODS and isinstance(func, ast.Attribute):
        return _monkeypatch_covers(call, function, resolve, since)
    if last == "as_cwd":
        return [Cover(CWD, None, since)]
    if last in _RESTORING_MANAGER_NAMES:
        described = _RESTORING_MANAGERS.get(resolve(func) or "")
        if described is not None:
            return [Cover(described[0], described[1], since)]
    return []


def is_cleanup_call(call: ast.Call) -> bool:
    func = call.func
    return isinstance(func, ast.Attribute) and func.attr in CLEANUP_METHODS


# --- the judgement ------------------------------------------------------------------


def verdict(change: Change, ctx) -> Verdict | None:
    """None when something puts the state back whatever the outcome, else why not."""
    if change.resets:
        return None
    state = ctx.scratch.get(_STATE_KEY)
    if state is None:
        state = ctx.scratch[_STATE_KEY] = _FileState(ctx)
    return state.verdict(change)


def changes_at(node: ast.AST, ctx) -> tuple[Change, ...]:
    """The changes a node makes, found once per node for both rules."""
    if not might_change(node):
        return ()
    state = ctx.scratch.get(_STATE_KEY)
    if state is None:
        state = ctx.scratch[_STATE_KEY] = _FileState(ctx)
    return state.changes_at(node)


_STATE_KEY = "TA70x"


class _Function:
    """One function's facts: its first yield, what it registers or patches,
    its finally blocks, and the changes it makes itself."""

    def __init__(self, node, resolve, cls, state: _FileState, cleanup_since_zero=False):
        self.node = node
        self.cls = cls
        self.first_yield: int | None = None
        self.guards: list[Cover] = []
        self.tries: list[ast.AST] = []
        self.changes: list[Change] = []
        self.yield_managers: list[ast.AST] = []
        # What verdicts ask of the function again and again, indexed once (by name).
        self.indexes: dict[str, object] = {}
        if isinstance(node, ast.Lambda):
            return
        nodes = list(walk_local(node))
        items = set()
        for inner in nodes:
            if isinstance(inner, (ast.With, ast.AsyncWith)):
                items.update(id(item.context_expr) for item in inner.items)
        for inner in nodes:
            inner_type = type(inner)
            if inner_type in _YIELDS:
                if self.first_yield is None or inner.lineno < self.first_yield:
                    self.first_yield = inner.lineno
            elif inner_type is ast.Call:
                if id(inner) not in items:
                    since = 0 if cleanup_since_zero else inner.lineno
                    self.guards.extend(guard_covers(inner, resolve, node, since, applied=False))
                    self.guards.extend(state.patcher_covers(inner, resolve, node, cls, since))
                if is_cleanup_call(inner):
                    self.guards.extend(state.cleanup_covers(inner, resolve, node, cls))
            elif inner_type in _TRY_TYPES and inner.finalbody:
                self.tries.append(inner)
            if might_change(inner):
                self.changes.extend(detect(inner, resolve, state.shared))
        arguments = node.args
        parameters = {
            a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
        }
        if parameters & _SNAPSHOT_FIXTURES:
            self.guards.extend(Cover(resource, keys) for resource, keys in _SNAPSHOTTED)
        if self.first_yield is not None:
            for inner in nodes:
                if isinstance(inner, (ast.With, ast.AsyncWith)) and any(
                    isinstance(y, _YIELDS) for y in walk_local(inner)
                ):
                    self.yield_managers.extend(item.context_expr for item in inner.items)

    def after_yield(self, line: int) -> bool:
        return self.first_yield is not None and line > self.first_yield


class _FileState:
    def __init__(self, ctx):
        self.ctx = ctx
        self._changes: dict[ast.AST, tuple[Change, ...]] = {}
        self._parents: dict[ast.AST, dict] = {}
        self._functions: dict[ast.AST, _Function] = {}
        self._locals: dict[ast.AST, frozenset[str]] = {}
        self._cleanup_names: frozenset[str] | None = None
        self._module_defs: dict[str, ast.AST] | None = None
        self._fixtures: list | None = None
        self._fixture_covers: dict[ast.AST, list[Cover]] = {}
        self._region_covers: dict[tuple, list[Cover]] = {}
        self._shared: dict[str, bool] = {}
        self._imported_modules: frozenset[str] | None = None
        self._alias_names: dict[str, str] | None = None
        self._top_level_calls: frozenset[str] | None = None
        self._process_targets: frozenset[str] | None = None
        # Read once, asked for every change: the module's assignments by name,
        # the pytestmark expressions of the module and its classes, the
        # fixtures by name, a class's teardown hooks.
        self._module_values: dict[str, list[ast.AST]] | None = None
        self._pytestmarks: dict[ast.AST, list[ast.AST]] = {}
        self._fixtures_by_name: dict[str | None, list] | None = None
        self._teardowns: dict[tuple[ast.AST, str], list[ast.AST]] = {}

    # --- names ---------------------------------------------------------------
    def resolve(self, expression: ast.AST) -> str | None:
        """The dotted name through the file's imports, unless a function in scope
        binds the root name itself (a parameter ``environ``, a local ``path``)."""
        name = self.ctx.imports.resolve(expression)
        root = expression
        while isinstance(root, ast.Attribute):
            root = root.value
        if name is None:
            if not isinstance(root, ast.Name):
                return None
            alias = self._aliases().get(root.id)
            if alias is None:
                return None
            name = alias + ast.unparse(expression)[len(root.id):]
        for scope in self.ctx.scopes:
            if isinstance(scope, _SCOPE_FUNCTIONS) and root.id in self._local_names(scope):
                return None
        return name

    def file_resolve(self, expression: ast.AST) -> str | None:
        """The dotted name through the file's imports and module-level aliases,
        for code away from the node being visited (teardowns, fixtures)."""
        name = self.ctx.imports.resolve(expression)
        if name is not None:
            return name
        root = expression
        while isinstance(root, ast.Attribute):
            root = root.value
        alias = self._aliases().get(root.id) if isinstance(root, ast.Name) else None
        return alias + ast.unparse(expression)[len(root.id):] if alias else None

    def _aliases(self) -> dict[str, str]:
        """Module-level names bound to a global resource: ``env = os.environ``."""
        if self._alias_names is None:
            found = {}
            for statement in self.ctx.tree.body:
                if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                    target = statement.targets[0]
                    value = self.ctx.imports.resolve(statement.value)
                    if isinstance(target, ast.Name) and value in _ALIASABLE:
                        found[target.id] = value
            self._alias_names = found
        return self._alias_names

    def shared(self, owner: ast.AST, dotted: str) -> bool:
        """Whether the object whose attribute is set is a module or a class (state
        every importer shares), not an object such as a context-local proxy
        (``flask.g``): a name bound by ``import``, a module or class found in
        the project or on ``sys.path``, or, when nothing is found, a CapWords name."""
        known = self._shared.get(dotted)
        if known is None:
            known = self._shared[dotted] = self._find_shared(owner, dotted)
        return known

    def _find_shared(self, owner: ast.AST, dotted: str) -> bool:
        top = dotted.split(".", 1)[0]
        if "." not in dotted and (
            top in sys.builtin_module_names or top in getattr(sys, "stdlib_module_names", ())
        ):
            return True
        filename = self.ctx.filename
        if project.find_module(dotted, filename) is not None:
            return True
        if isinstance(owner, ast.Name) and owner.id in self._module_imports():
            # `import x` at module level names a module even when it is not
            # installed here; imported inside a function and found nowhere, it is
            # a module the test wrote itself.
            return True
        kind = project.definition_kind(dotted, filename)
        if kind is not None:
            return kind == "class"
        parent = dotted.rpartition(".")[0]
        if parent and project.find_module(parent, filename) is not None:
            return False  # a module-level object of a module we can read
        last = dotted.rpartition(".")[2]
        return last[:1].isupper() and not last.isupper()

    def _module_imports(self) -> frozenset[str]:
        """Names bound by ``import x`` / ``import x.y as z``: modules for sure."""
        if self._imported_modules is None:
            found = set()
            for node in self.ctx.tree.body:
                imports = [node] if isinstance(node, ast.Import) else []
                if isinstance(node, (ast.If, ast.Try)):
                    imports = [inner for inner in ast.walk(node) if isinstance(inner, ast.Import)]
                for statement in imports:
                    for alias in statement.names:
                        found.add(alias.asname or alias.name.split(".", 1)[0])
            self._imported_modules = frozenset(found)
        return self._imported_modules

    def _local_names(self, function) -> frozenset[str]:
        names = self._locals.get(function)
        if names is None:
            arguments = function.args
            found = {
                argument.arg
                for argument in (
                    *arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                    arguments.vararg, arguments.kwarg,
                )
                if argument is not None
            }
            declared = set()
            if not isinstance(function, ast.Lambda):
                # The function's own code, without nested definitions (whose
                # names are not counted) and without leaves that hold no name.
                stack = [function]
                while stack:
                    for child in child_nodes(stack.pop()):
                        child_type = type(child)
                        if child_type is ast.Name:
                            if type(child.ctx) is ast.Store:
                                found.add(child.id)
                        elif child_type is ast.Global or child_type is ast.Nonlocal:
                            declared.update(child.names)
                        elif child_type not in _NOT_ENTERED:
                            stack.append(child)
            names = self._locals[function] = frozenset(found - declared)
        return names

    def changes_at(self, node: ast.AST) -> tuple[Change, ...]:
        found = self._changes.get(node)
        if found is None:
            found = self._changes[node] = detect(node, self.resolve, self.shared)
        return found

    # --- the file's definitions ----------------------------------------------
    def module_defs(self) -> dict[str, ast.AST]:
        if self._module_defs is None:
            self._module_defs = {
                statement.name: statement
                for statement in self.ctx.tree.body
                if isinstance(statement, (*_FUNCTION_TYPES, ast.ClassDef))
            }
        return self._module_defs

    def cleanup_names(self) -> frozenset[str]:
        """Names of functions handed to a cleanup registration anywhere in the file."""
        if self._cleanup_names is None:
            found = set()
            for node in self.calls_mentioning(CLEANUP_METHODS):
                if is_cleanup_call(node) and node.args:
                    target = node.args[0]
                    if isinstance(target, ast.Name):
                        found.add(target.id)
                    elif isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
                        if target.value.id in ("self", "cls"):
                            found.add(target.attr)
            self._cleanup_names = frozenset(found)
        return self._cleanup_names

    def calls_mentioning(self, words) -> list[ast.Call]:
        """Every call in the statements whose lines mention one of ``words``
        (a call's name is on one of its statement's lines, so no call named
        with one of them is missed; the rest of the file is not walked)."""
        text = self.ctx.text
        offsets = []
        for word in words:
            at = text.find(word)
            while at != -1:
                offsets.append(at)
                at = text.find(word, at + 1)
        if not offsets:
            return []
        # A word holds no line break: the line it starts on is the line it is on.
        wanted = sorted({self.ctx.line_of(at) for at in offsets})
        found = []
        stack = list(self.ctx.tree.body)
        while stack:
            node = stack.pop()
            if isinstance(node, ast.stmt):
                decorators = getattr(node, "decorator_list", None)
                first = min(d.lineno for d in decorators) if decorators else node.lineno
                at = bisect.bisect_left(wanted, first)
                if at == len(wanted) or wanted[at] > node.end_lineno:
                    continue
            elif type(node) is ast.Call:
                found.append(node)
            stack.extend(child_nodes(node))
        return found

    def parents(self, outer: ast.AST) -> dict:
        found = self._parents.get(outer)
        if found is None:
            found = self._parents[outer] = {
                child: parent
                for parent in ast.walk(outer)
                for child in child_nodes(parent)
            }
        return found

    def function(self, node, cls=None) -> _Function:
        facts = self._functions.get(node)
        if facts is None:
            facts = self._functions[node] = _Function(node, self.resolve, cls, self)
        return facts

    # --- regions that restore ------------------------------------------------
    def region_covers(self, statements, resolve, cls, module_defs, depth=0) -> list[Cover]:
        """What a block restores: the writes in it, what it patches or registers,
        and one level into the class's methods and the module's functions it calls."""
        # Keyed by nodes of the trees being read, which live as long as this state.
        key = (id(statements[0]) if statements else 0, len(statements), depth)
        cached = self._region_covers.get(key)
        if cached is not None:
            return cached
        found: list[Cover] = []
        for statement in statements:
            for inner in ast.walk(statement):
                if might_change(inner):
                    found.extend(Cover(c.resource, c.keys) for c in detect(inner, resolve))
                if type(inner) is not ast.Call:
                    continue
                found.extend(guard_covers(inner, resolve, applied=False))
                found.extend(self.patcher_covers(inner, resolve, None, cls))
                if inner.args and resolve(inner.func) in _RELOADS:
                    reloaded = resolve(inner.args[0])
                    if reloaded is not None:
                        found.append(Cover(ATTRIBUTE, frozenset({reloaded + ".*"})))
                if is_cleanup_call(inner):
                    found.extend(self.cleanup_covers(inner, resolve, None, cls, module_defs))
                elif depth < 1:
                    called = _definition(inner.func, None, cls, module_defs)
                    if called is not None:
                        found.extend(
                            self.region_covers(called.body, resolve, cls, module_defs, depth + 1)
                        )
        self._region_covers[key] = found
        return found

    def cleanup_covers(self, call, resolve, function, cls, module_defs=None) -> list[Cover]:
        """What a cleanup registration restores: ``addCleanup(os.environ.pop, "X")``,
        ``addfinalizer(lambda: ...)``, ``addCleanup(self.restore)``."""
        if not call.args:
            return []
        if module_defs is None:
            module_defs = self.module_defs()
        target, rest = call.args[0], call.args[1:]
        if isinstance(target, ast.Lambda):
            return self.region_covers([target.body], resolve, cls, module_defs, 1)
        replay = ast.Call(func=target, args=list(rest), keywords=list(call.keywords))
        ast.copy_location(replay, call)
        found = [Cover(c.resource, c.keys) for c in detect(replay, resolve)]
        found.extend(self.patcher_covers(replay, resolve, function, cls))
        called = _definition(target, function, cls, module_defs)
        if called is not None:
            found.extend(self.region_covers(called.body, resolve, cls, module_defs, 1))
        return found

    def patcher_covers(self, call, resolve, function, cls, since=0) -> list[Cover]:
        """``patcher.start()`` / ``patcher.stop()`` of a patcher made elsewhere:
        ``resetenv = patch.dict(os.environ)`` at module level, ``self.p =
        mock.patch.object(sys, "path", [])`` in setUp, a local patcher."""
        func = call.func if isinstance(call, ast.Call) else None
        if not (isinstance(func, ast.Attribute) and func.attr in ("start", "stop")):
            return []
        receiver = func.value
        values: list[ast.AST] = []
        if isinstance(receiver, ast.Call):
            values.append(receiver)
        elif isinstance(receiver, ast.Name):
            if function is not None and not isinstance(function, ast.Lambda):
                values.extend(
                    b.value for b in bindings_in_scope(receiver.id, function) if b.kind == "value"
                )
            if not values:
                values.extend(self.module_values(receiver.id))
        elif (
            isinstance(receiver, ast.Attribute)
            and isinstance(receiver.value, ast.Name)
            and receiver.value.id in ("self", "cls")
            and cls is not None
        ):
            values.extend(self_attribute_values(receiver.attr, cls))
        found: list[Cover] = []
        for value in values:
            found.extend(guard_covers(value, resolve, since=since))
        return found

    def module_values(self, name: str) -> list[ast.AST]:
        if self._module_values is None:
            values: dict[str, list[ast.AST]] = {}
            for statement in self.ctx.tree.body:
                if isinstance(statement, ast.Assign):
                    names = {t.id for t in statement.targets if isinstance(t, ast.Name)}
                    for target in names:
                        values.setdefault(target, []).append(statement.value)
            self._module_values = values
        return list(self._module_values.get(name, ()))

    def manager_covers(self, expression: ast.AST) -> list[Cover]:
        """What a generator-based context manager of the file or the project
        restores on exit: ``with ensure_safe_environment_variables():`` where the
        helper puts os.environ back after its ``yield``."""
        if not isinstance(expression, ast.Call):
            return []
        func = expression.func
        found = None
        if isinstance(func, ast.Name):
            local = self.module_defs().get(func.id)
            if isinstance(local, _FUNCTION_TYPES):
                found = (local, self.file_resolve, self.module_defs())
            elif isinstance(local, ast.ClassDef):
                return self._class_manager_covers(local, self.file_resolve, self.module_defs())
        if found is None:
            dotted = self.ctx.imports.resolve(func)
            if dotted is None or not self.ctx.filename:
                return []
            # Only a generator function or a class can put anything back; asking
            # first keeps a module such as pytest's raises.py from staying parsed.
            if project.definition_kind(dotted, self.ctx.filename) not in ("class", "generator"):
                return []
            located = project.find_definition(dotted, self.ctx.filename)
            if located is None:
                return []
            module, definition = located
            defs = {
                s.name: s for s in module.tree.body
                if isinstance(s, (*_FUNCTION_TYPES, ast.ClassDef))
            }
            if isinstance(definition, ast.ClassDef):
                return self._class_manager_covers(definition, module.imports.resolve, defs)
            if not isinstance(definition, _FUNCTION_TYPES):
                return []
            found = (definition, module.imports.resolve, defs)
        definition, resolve, defs = found
        if not any(isinstance(inner, _YIELDS) for inner in walk_local(definition)):
            return []
        return self.fixture_covers(definition, resolve, None, defs)

    def _class_manager_covers(self, cls: ast.ClassDef, resolve, defs) -> list[Cover]:
        """What a context manager class puts back in its ``__exit__``."""
        for method in cls.body:
            if isinstance(method, _FUNCTION_TYPES) and method.name in ("__exit__", "__aexit__"):
                return self.region_covers(method.body, resolve, cls, defs)
        return []

    # --- fixtures --------------------------------------------------------------
    def fixtures(self) -> list:
        """(name, definition, resolve, class or None, autouse, module defs) for the
        file's fixtures and those of the conftest.py files above it, nearest first.
        ``resolve`` is None for the file's own fixtures (``file_resolve``): a
        bound method of this state kept in its own table would be a reference
        cycle, keeping the file's tree alive after the file."""
        if self._fixtures is None:
            found = []
            own_defs = self.module_defs()
            _collect_fixtures_in(
                self.ctx.tree.body, None, self.file_resolve, own_defs, found,
                classes=True, stored=None,
            )
            if os.path.isabs(self.ctx.filename) or os.path.exists(self.ctx.filename):
                paths = project.conftest_files(self.ctx.filename)
                plugins = [self.ctx.tree] + [
                    m.tree for m in map(project.read_module, paths) if m is not None
                ]
                for tree in plugins:
                    for plugin in _plugin_modules(tree):
                        found_path = project.find_module(plugin, self.ctx.filename)
                        if found_path is not None:
                            paths = [*paths, found_path]
                for path in dict.fromkeys(paths):
                    module = project.read_module(path)
                    if module is None:
                        continue
                    defs = {
                        s.name: s for s in module.tree.body
                        if isinstance(s, (*_FUNCTION_TYPES, ast.ClassDef))
                    }
                    resolve = module.imports.resolve
                    _collect_fixtures_in(
                        module.tree.body, None, resolve, defs, found,
                        classes=False, stored=resolve,
                    )
            self._fixtures = found
        return self._fixtures

    def fixture_covers(self, definition, resolve, cls, defs) -> list[Cover]:
        """What a fixture restores for the test that uses it: after its yield, in
        its finally blocks and cleanups, and the patchers its yield sits in."""
        found = self._fixture_covers.get(definition)
        if found is None:
            facts = _Function(definition, resolve, cls, self, cleanup_since_zero=True)
            found = [Cover(g.resource, g.keys) for g in facts.guards]
            for manager in facts.yield_managers:
                found.extend(guard_covers(manager, resolve))
            if facts.first_yield is not None:
                found.extend(
                    Cover(c.resource, c.keys)
                    for c in facts.changes
                    if c.node.lineno > facts.first_yield
                )
            for statement in facts.tries:
                found.extend(self.region_covers(statement.finalbody, resolve, cls, defs))
            self._fixture_covers[definition] = found
        return found

    # --- verdict ---------------------------------------------------------------
    def verdict(self, change: Change) -> Verdict | None:
        ctx = self.ctx
        scopes = list(ctx.scopes)
        functions = [scope for scope in scopes if isinstance(scope, _SCOPE_FUNCTIONS)]
        if not functions:
            return self._import_time(change)
        outer = functions[0]
        if not isinstance(outer, ast.Lambda) and scopes[0] is outer:
            if outer.name in self._process_targets_names():
                return None  # runs in a worker process, not in the test process
            if outer.name in self._top_level_call_names():
                return self._import_time(change)
        if self._around(change, functions[0]):
            return None
        for scope in scopes:
            for decorator in getattr(scope, "decorator_list", ()):
                if any(cover.covers(change) for cover in guard_covers(decorator, self.resolve)):
                    return None
        cleanup_names = self.cleanup_names()
        line = change.node.lineno
        classes = {}
        for position, scope in enumerate(scopes):
            if isinstance(scope, _SCOPE_FUNCTIONS) and position:
                if isinstance(scopes[position - 1], ast.ClassDef):
                    classes[scope] = scopes[position - 1]
        for function in functions:
            if isinstance(function, ast.Lambda):
                continue
            name = function.name
            if name in _TEARDOWN_HOOKS or name in cleanup_names or name.startswith("pytest_"):
                return None
            if self._session_configuration(function):
                return None
            if self.function(function, classes.get(function)).after_yield(line):
                return None
        for function in reversed(functions):
            if self._function_restores(self.function(function, classes.get(function)), change):
                return None
        if self._hooks_restore(change, scopes, functions[0], classes.get(functions[0])):
            return None
        if self._fixtures_restore(change, scopes, functions):
            return None
        return self._straight_line(change, self.function(functions[-1], classes.get(functions[-1])))

    def _top_level_call_names(self) -> frozenset[str]:
        """Module-level functions the module calls when imported: ``inject()``."""
        if self._top_level_calls is None:
            found = set()
            for statement in self.ctx.tree.body:
                if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
                    func = statement.value.func
                    if isinstance(func, ast.Name):
                        found.add(func.id)
            self._top_level_calls = frozenset(found)
        return self._top_level_calls

    def _process_targets_names(self) -> frozenset[str]:
        """Functions the file hands to another process: ``Process(target=f)``,
        ``pool.apply(f, ...)`` and the other multiprocessing pool methods."""
        if self._process_targets is None:
            found = set()
            for node in self.calls_mentioning(("Process", *_POOL_METHODS)):
                func = node.func
                given: list[ast.AST] = []
                if isinstance(func, ast.Attribute) and func.attr in _POOL_METHODS and node.args:
                    given.append(node.args[0])
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name == "Process":
                    given.extend(k.value for k in node.keywords if k.arg == "target")
                found.update(g.id for g in given if isinstance(g, ast.Name))
            self._process_targets = frozenset(found)
        return self._process_targets

    def _session_configuration(self, function) -> bool:
        """An autouse session fixture in conftest.py: set up once for every test
        below it, like conftest.py's module level."""
        if os.path.basename(self.ctx.filename) != "conftest.py":
            return False
        for decorator in function.decorator_list:
            if not isinstance(decorator, ast.Call):
                continue
            if self.ctx.resolve(decorator.func) in FIXTURE_DECORATORS:
                given = {k.arg: k.value for k in decorator.keywords}
                scope, autouse = given.get("scope"), given.get("autouse")
                return (
                    isinstance(scope, ast.Constant) and scope.value == "session"
                    and isinstance(autouse, ast.Constant) and autouse.value is True
                )
        return False

    def _import_time(self, change: Change) -> Verdict | None:
        if os.path.basename(self.ctx.filename) == "conftest.py":
            return None  # configuration for every test below it, whatever is selected
        line = change.node.lineno
        body = self.ctx.tree.body
        # The module's statements follow each other: the first one ending at
        # or after the line is found by bisection.
        at = bisect.bisect_left(body, line, key=lambda s: s.end_lineno or s.lineno)
        for statement in body[at:at + 1]:
            if statement.lineno <= line <= (statement.end_lineno or statement.lineno):
                if isinstance(statement, ast.If) and _mentions_main(statement.test):
                    return None
        return Verdict("import")

    def _around(self, change: Change, outer) -> bool:
        """Whether the code enclosing the change restores it: a restoring ``with``,
        a ``finally`` (or the change is in one), a cleanup registration."""
        parents = self.parents(outer)
        child = change.node
        parent = parents.get(child)
        module_defs = self.module_defs()
        while parent is not None:
            parent_type = type(parent)
            if parent_type in (ast.With, ast.AsyncWith):
                if not any(child is item or child is item.context_expr for item in parent.items):
                    for item in parent.items:
                        covers = guard_covers(item.context_expr, self.resolve)
                        covers += self.manager_covers(item.context_expr)
                        if any(cover.covers(change) for cover in covers):
                            return True
            elif parent_type in _TRY_TYPES and parent.finalbody:
                if any(child is statement for statement in parent.finalbody):
                    return True
                covers = self.region_covers(parent.finalbody, self.resolve, None, module_defs)
                if any(cover.covers(change) for cover in covers):
                    return True
            elif parent_type is ast.Call and child is not parent.func and is_cleanup_call(parent):
                return True
            child, parent = parent, parents.get(parent)
        return False

    def _function_restores(self, facts: _Function, change: Change) -> bool:
        # Each question is asked of an index of the function's guards, finally
        # blocks and changes (built at the first), not of every one of them.
        line = change.node.lineno
        indexes = facts.indexes
        guards = indexes.get("guards")
        if guards is None:
            guards = indexes["guards"] = KeyIndex(
                ((cover.since, cover) for cover in facts.guards), ANY_KEY, as_covers=True
            )

        def covered(cover: Cover) -> bool:
            return cover.covers(change)

        if guards.first(change.resource, change.keys, covered, high=line) is not None:
            return True
        tries = indexes.get("tries")
        if tries is None:
            module_defs = self.module_defs()
            tries = indexes["tries"] = KeyIndex(
                (
                    (statement.lineno, cover)
                    for statement in facts.tries
                    for cover in self.region_covers(
                        statement.finalbody, self.resolve, facts.cls, module_defs
                    )
                ),
                ANY_KEY,
                as_covers=True,
            )
        if tries.first(change.resource, change.keys, covered, low=line + 1) is not None:
            return True
        if facts.first_yield is not None and self.ctx.is_fixture(facts.node):
            restores = indexes.get("restores")
            if restores is None:
                restores = indexes["restores"] = KeyIndex(
                    ((later.node.lineno, Cover(later.resource, later.keys))
                     for later in facts.changes),
                    ANY_KEY,
                    as_covers=True,
                )
            after = facts.first_yield + 1
            return restores.first(change.resource, change.keys, covered, low=after) is not None
        return False

    def _hooks_restore(self, change: Change, scopes, outer, cls) -> bool:
        """A teardown hook of the same or a broader level that restores the change."""
        if isinstance(outer, ast.Lambda):
            return False
        level = _HOOK_LEVEL.get(outer.name, "test")
        module_defs = self.module_defs()
        if cls is not None:
            for klass in _with_bases(cls, module_defs):
                teardowns = self._teardowns.get((klass, level))
                if teardowns is None:
                    teardowns = self._teardowns[(klass, level)] = [
                        method for method in klass.body
                        if isinstance(method, _FUNCTION_TYPES)
                        and method.name in _CLASS_TEARDOWNS[level]
                    ]
                for method in teardowns:
                    covers = self.region_covers(method.body, self.file_resolve, klass, module_defs)
                    if any(cover.covers(change) for cover in covers):
                        return True
        for name in _MODULE_TEARDOWNS[level]:
            if name != "teardown_function" or cls is None:
                hook = module_defs.get(name)
                if isinstance(hook, _FUNCTION_TYPES):
                    covers = self.region_covers(hook.body, self.file_resolve, None, module_defs)
                    if any(cover.covers(change) for cover in covers):
                        return True
        return False

    def _fixtures_restore(self, change: Change, scopes, functions) -> bool:
        requested = set()
        for function in functions:
            if isinstance(function, _FUNCTION_TYPES):
                arguments = function.args
                requested.update(
                    a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
                )
        requested -= {"self", "cls", "request"}
        requested |= self._used_fixtures(scopes)
        enclosing = {scope for scope in scopes if isinstance(scope, ast.ClassDef)}
        if self._fixtures_by_name is None:
            by_name: dict[str | None, list] = {}
            for fixture in self.fixtures():
                by_name.setdefault(None if fixture[4] else fixture[0], []).append(fixture)
            self._fixtures_by_name = by_name
        # The autouse fixtures (filed under None) and the requested ones.
        for key in (None, *requested):
            for name, definition, resolve, cls, autouse, defs in self._fixtures_by_name.get(
                key, ()
            ):
                if definition in functions or (cls is not None and cls not in enclosing):
                    continue  # the fixture itself, or one another class keeps to itself
                covers = self.fixture_covers(definition, resolve or self.file_resolve, cls, defs)
                if any(cover.covers(change) for cover in covers):
                    return True
        return False

    def _closing(self, function, node) -> bool:
        """Whether a statement is the last one of a test or helper (not a fixture
        or setup hook, whose last statement still runs before the test)."""
        if isinstance(function, ast.Lambda) or not function.body:
            return False
        if self.ctx.is_fixture(function) or function.name in _HOOK_LEVEL or function.name in (
            "setUp", "asyncSetUp", "setup_method", "setup_function", "setup"
        ):
            return False
        last = function.body[-1]
        return last.lineno <= node.lineno <= (last.end_lineno or last.lineno)

    def _imported_before(self, function, change: Change) -> bool:
        """Whether the function imported, before the change, a module the change
        unloads (any module outside the standard library, for a computed key)."""
        if isinstance(function, ast.Lambda):
            return False
        line = change.node.lineno
        keys = change.keys or frozenset({ANY_KEY})
        imports = self.function(function).indexes.get("imports")
        if imports is None:
            imports = self.function(function).indexes["imports"] = self._imports_in(function)
        if ANY_KEY in keys:
            return imports[None][0] < line if imports.get(None) else False
        for key in keys:
            # Modules named ``key`` or inside it, and the packages ``key`` is inside.
            parents = [key[:at] for at, char in enumerate(key) if char == "."]
            for name in (("in", key), *(("is", parent) for parent in parents)):
                lines = imports.get(name)
                if lines and lines[0] < line:
                    return True
        return False

    def _imports_in(self, function) -> dict:
        """The lines (sorted) on which a function imports each module, filed
        under ("is", name), under ("in", package) for the name and each
        package it is inside, and under None when it is outside the standard
        library."""
        stdlib = getattr(sys, "stdlib_module_names", frozenset())
        found: dict = {}
        for inner in walk_local(function):
            line = getattr(inner, "lineno", None)
            if line is None:
                continue
            names: list[str] = []
            if isinstance(inner, ast.Import):
                names = [alias.name for alias in inner.names]
            elif isinstance(inner, ast.ImportFrom):
                names = ["." * inner.level + (inner.module or "")]
            elif isinstance(inner, ast.Call) and inner.args and (
                self.ctx.imports.resolve(inner.func) in _IMPORT_FUNCTIONS
                or getattr(inner.func, "id", None) == "__import__"
            ):
                names = [_string(inner.args[0]) or "?"]
            for name in names:
                filed = {("is", name), ("in", name)}
                filed.update(("in", name[:at]) for at, char in enumerate(name) if char == ".")
                if name.split(".", 1)[0] not in stdlib:
                    filed.add(None)
                for where in filed:
                    found.setdefault(where, []).append(line)
        for lines in found.values():
            lines.sort()
        return found

    def _used_fixtures(self, scopes) -> set[str]:
        """Fixture names given to ``pytest.mark.usefixtures`` on the module, the
        enclosing classes or functions."""
        expressions: list[ast.AST] = []
        for holder in (self.ctx.tree, *scopes):
            expressions.extend(getattr(holder, "decorator_list", ()))
            if isinstance(holder, _SCOPE_FUNCTIONS):
                continue
            marks = self._pytestmarks.get(holder)
            if marks is None:
                marks = self._pytestmarks[holder] = []
                for statement in holder.body:
                    if isinstance(statement, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id == "pytestmark"
                        for t in statement.targets
                    ):
                        value = statement.value
                        listed = isinstance(value, (ast.List, ast.Tuple))
                        marks.extend(value.elts if listed else [value])
            expressions.extend(marks)
        names = set()
        for expression in list(expressions):
            if isinstance(expression, ast.Name):
                # `with_environment = pytest.mark.usefixtures("environment")`
                expressions.extend(self.module_values(expression.id))
        for expression in expressions:
            if not isinstance(expression, ast.Call):
                continue
            if self.ctx.resolve(expression.func) == "pytest.mark.usefixtures":
                names.update(
                    arg.value for arg in expression.args
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                )
        return names

    def _straight_line(self, change: Change, facts: _Function) -> Verdict | None:
        line = change.node.lineno
        if change.resource == MODULES and change.verb == "delete" and self._imported_before(
            facts.node, change
        ):
            return None  # unloads what the function imported: a restore
        if change.resource == MODULES and change.verb == "delete" and self._closing(
            facts.node, change.node
        ):
            return None  # the last thing a test or helper does: unloading what it loaded
        put_backs = facts.indexes.get("put backs")
        if put_backs is None:
            put_backs = facts.indexes["put backs"] = _PutBacks(facts.changes)
        # Other changes on the same line (the change itself among them) are neither.
        if put_backs.puts_back_earlier(change, line):
            return None  # this is the restore of an earlier change
        later = put_backs.first_put_back_after(change, line)
        if later is not None:
            return Verdict("partial", later)
        return Verdict("plain")


def _restores(restore: Change, change: Change) -> bool:
    return Cover(restore.resource, restore.keys).covers(change)


_KEYED = frozenset({ENV, MODULES, ATTRIBUTE})


def _puts_back(later: Change, earlier: Change) -> bool:
    """Whether a later change in the same function undoes an earlier one: it has
    the shape of a restore, or it writes the very same variable, item or
    attribute again (``_config.flag = False`` ... ``_config.flag = True``)."""
    if later.restoring:
        # A second delete takes away more; it does not undo the first one.
        both_delete = later.verb == "delete" and earlier.verb == "delete"
        return not both_delete and _restores(later, earlier)
    return (
        later.resource in _KEYED
        and later.keys is not None
        and later.keys == earlier.keys
        and later.resource == earlier.resource
    )


class _PutBacks:
    """A function's changes indexed for ``_puts_back``: those of the shape of
    a restore as covers of the changes before them, all of them as what a
    restore after them puts back, and each by its exact keys (a write of the
    same keys again), split by whether they delete (a delete never undoes a
    delete). A change's verdict asks these instead of every other change."""

    def __init__(self, changes: list[Change]):
        def index(as_covers: bool, restoring: bool | None, deletes: bool) -> KeyIndex:
            return KeyIndex(
                (
                    (other.node.lineno, other)
                    for other in changes
                    if (restoring is None or other.restoring == restoring)
                    and (other.verb == "delete") == deletes
                ),
                ANY_KEY,
                as_covers,
            )

        self.restores = {deletes: index(True, True, deletes) for deletes in (False, True)}
        self.changes = {deletes: index(False, None, deletes) for deletes in (False, True)}
        # (resource, keys) -> the lines of the changes writing exactly those keys.
        self.written: dict[tuple, list[int]] = {}
        self.rewritten: dict[tuple, list[int]] = {}
        for other in changes:
            if other.keys is not None:
                key = (other.resource, other.keys)
                self.written.setdefault(key, []).append(other.node.lineno)
                if not other.restoring:
                    self.rewritten.setdefault(key, []).append(other.node.lineno)
        for lines in (*self.written.values(), *self.rewritten.values()):
            lines.sort()

    def puts_back_earlier(self, change: Change, line: int) -> bool:
        """Some change before ``line`` is one ``change`` puts back."""
        if not change.restoring:
            written = self.written.get((change.resource, change.keys))
            return change.resource in _KEYED and bool(written) and written[0] < line

        def undone(other: Change) -> bool:
            return _puts_back(change, other)

        for deletes in (False, True) if change.verb != "delete" else (False,):
            index = self.changes[deletes]
            if index.first(change.resource, change.keys, undone, high=line - 1) is not None:
                return True
        return False

    def first_put_back_after(self, change: Change, line: int) -> int | None:
        """The first line after ``line`` holding a change that puts ``change`` back."""

        def undoes(other: Change) -> bool:
            return _puts_back(other, change)

        found = []
        for deletes in (False, True) if change.verb != "delete" else (False,):
            first = self.restores[deletes].first(change.resource, change.keys, undoes, low=line + 1)
            if first is not None:
                found.append(first[0])
        if change.resource in _KEYED and change.keys is not None:
            lines = self.rewritten.get((change.resource, change.keys), ())
            at = bisect.bisect_right(lines, line)
            if at < len(lines):
                found.append(lines[at])
        return min(found) if found else None


def _definition(func, function, cls, module_defs):
    """The function a callee names in this file: ``self.name``/``cls.name`` (a
    method of the class), a nested function, or a module-level function."""
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        if func.value.id in ("self", "cls") and cls is not None:
            for statement in cls.body:
                if isinstance(statement, _FUNCTION_TYPES) and statement.name == func.attr:
                    return statement
        return None
    if not isinstance(func, ast.Name):
        return None
    if function is not None and not isinstance(function, ast.Lambda):
        for inner in walk_local(function):
            if isinstance(inner, _FUNCTION_TYPES) and inner.name == func.id:
                if inner is not function:
                    return inner
    found = module_defs.get(func.id)
    return found if isinstance(found, _FUNCTION_TYPES) else None


def _with_bases(cls: ast.ClassDef, module_defs, depth: int = 0):
    yield cls
    if depth > 3:
        return
    for base in cls.bases:
        if isinstance(base, ast.Name):
            found = module_defs.get(base.id)
            if isinstance(found, ast.ClassDef) and found is not cls:
                yield from _with_bases(found, module_defs, depth + 1)


def _fixture_autouse(definition, resolve) -> bool | None:
    """None when not a fixture, else whether it is autouse."""
    for decorator in definition.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if resolve(target) not in FIXTURE_DECORATORS:
            continue
        if isinstance(decorator, ast.Call):
            for keyword in decorator.keywords:
                if keyword.arg == "autouse":
                    value = keyword.value
                    return isinstance(value, ast.Constant) and value.value is True
        return False
    return None


def _plugin_modules(tree: ast.Module) -> list[str]:
    """The modules a ``pytest_plugins = [...]`` at module level names."""
    found: list[str] = []
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "pytest_plugins" for t in statement.targets
        ):
            value = statement.value
            items = value.elts if isinstance(value, (ast.List, ast.Tuple)) else [value]
            found.extend(
                item.value for item in items
                if isinstance(item, ast.Constant) and isinstance(item.value, str)
            )
    return found


def _mentions_main(test: ast.AST) -> bool:
    return any(isinstance(node, ast.Name) and node.id == "__name__" for node in ast.walk(test))


def _collect_fixtures_in(body, cls, resolve, defs, found, classes, stored) -> None:
    """The fixtures defined in ``body`` and, if ``classes``, in its classes (one
    level), in source order, added to ``found`` with ``stored`` as their
    resolver. A function of the module rather than a nested one: a nested
    function that calls itself is a reference cycle, which would keep the
    file's tree alive to the garbage collector's next pass."""
    for statement in body:
        if isinstance(statement, _FUNCTION_TYPES):
            autouse = _fixture_autouse(statement, resolve)
            if autouse is not None:
                found.append((statement.name, statement, stored, cls, autouse, defs))
        elif isinstance(statement, ast.ClassDef) and cls is None and classes:
            _collect_fixtures_in(statement.body, statement, resolve, defs, found, classes, stored)
