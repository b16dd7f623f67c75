"""What one expression puts back (the restore finder): a ``with`` or
decorator that restores a resource (``patch.dict(os.environ)``,
``patch.object(sys, "path", ...)``, ``contextlib.chdir``), ``monkeypatch``
on the resource, a patcher's ``start``/``stop``, a cleanup registration
(``self.addCleanup(os.environ.pop, "X")``).

A restore is any write to the same resource: the same variable or item
(``del os.environ["X"]``, ``os.environ["X"] = old``), or the whole resource
(``os.environ.clear(); os.environ.update(saved)``, ``sys.path[:] = saved``,
``os.chdir(old)``). A key written as an expression (``os.environ[name]``)
is restored by any keyed restore written as an expression, since what it
names cannot be told apart.
"""

from __future__ import annotations

import ast
from typing import NamedTuple

from flake8_testarch.semantic.model import bindings_in
from flake8_testarch.suite.doubles import mock_member
from flake8_testarch.suite.vocabulary import MONKEYPATCH_FACTORIES
from flake8_testarch.rules.independence._changes import (
    SYS_PATH,
    ANY_KEY,
    ATTRIBUTE,
    CWD,
    Change,
    ENV,
    MODULES,
    _ENVIRON,
    _FUNCTIONS,
    _SEQUENCES,
    _argument,
    _keys,
)

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
_PATCH_LAST_NAMES = frozenset({"patch", "dict", "object", "multiple"})
_MONKEYPATCH_METHODS = frozenset(
    {"setenv", "delenv", "chdir", "syspath_prepend", "setattr", "delattr", "setitem", "delitem"}
)


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
            # `sys.path.remove(entry)`: an entry taken from a place unknown,
            # put back by the restore that adds one (`sys.path.insert(0, entry)`)
            return change.verb == "delete" and change.resource in _SEQUENCES.values()
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
        return isinstance(receiver, ast.Call) and resolve(receiver.func) in MONKEYPATCH_FACTORIES
    name = receiver.id
    if "monkeypatch" in name.lower() or name in ("mp", "mpatch"):
        return True
    if function is None:
        return False
    for binding in bindings_in(name, function):
        value = binding.value
        if not isinstance(value, ast.Call):
            continue
        if resolve(value.func) in MONKEYPATCH_FACTORIES:
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
        member = mock_member(func, resolve)
        if member is None:
            return []
        if not applied and resolve(func) is not None:
            return []  # made, not started (yet): `patcher = patch.dict(os.environ)`
        return _patch_covers(call, member, resolve, since)
    if last in _RESTORING_MANAGER_NAMES:
        # Before monkeypatch's methods: `contextlib.chdir(...)` is no `mp.chdir`.
        described = _RESTORING_MANAGERS.get(resolve(func) or "")
        if described is not None:
            return [Cover(described[0], described[1], since)]
    if last in _MONKEYPATCH_METHODS and isinstance(func, ast.Attribute):
        return _monkeypatch_covers(call, function, resolve, since)
    if last == "as_cwd":
        return [Cover(CWD, None, since)]
    if last == "useFixture" and call.args and isinstance(call.args[0], ast.Call):
        return _library_fixture_covers(call.args[0], resolve, since)
    return []


def _library_fixture_covers(made: ast.Call, resolve, since: int) -> list[Cover]:
    """What a fixture of the ``fixtures`` library that ``useFixture`` runs
    puts back when the test ends: ``EnvironmentVariable(name)`` the
    variable, ``TempHomeDir()`` ``HOME``, ``MonkeyPatch("app.DEBUG", True)``
    the attribute."""
    kind = resolve(made.func)
    if kind == "fixtures.EnvironmentVariable":
        name = _argument(made, 0, "varname")
        return [Cover(ENV, _keys(name), since)] if name is not None else []
    if kind == "fixtures.TempHomeDir":
        return [Cover(ENV, frozenset({"HOME"}), since)]
    if kind == "fixtures.MonkeyPatch":
        target = _string(_argument(made, 0, "name"))
        return _target_covers(target, since) if target else []
    return []
