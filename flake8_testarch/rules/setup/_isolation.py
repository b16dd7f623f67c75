"""An environment variable pointed at a folder made fresh for the run (TA502):
``os.environ["XDG_CONFIG_HOME"] = str(tmpdir_factory.mktemp("data"))``
keeps the tests away from the configuration, caches and homes of the
machine they run on. No test can depend on a folder whose path only the
fixture knows; a test that gets the same folder (``tmp_path``, which the
test may request too) can, and that stays setup.
"""

from __future__ import annotations

import ast

from flake8_testarch.syntax import last_name

# Calls that make a new, empty folder and return its path.
_FOLDER_MAKERS = frozenset({"tempfile.mkdtemp"})
# Calls that hand on a path unchanged, as text or as a path.
_PATH_FORMS = frozenset({"str", "os.fspath", "pathlib.Path", "Path", "os.path.abspath"})
_SETTERS = frozenset({"os.environ.setdefault", "os.putenv"})
# Calls that give a path inside the folder they are given first.
_JOINS = frozenset({"os.path.join", "posixpath.join", "ntpath.join"})
_DEPTH = 3


def points_a_variable_at_a_fresh_folder(node: ast.AST, fixture) -> bool:
    """``os.environ[name] = <fresh folder>`` (an assignment), or
    ``monkeypatch.setenv(name, <fresh folder>)``, ``os.environ.setdefault``,
    ``os.putenv`` (a call)."""
    value = None
    if type(node) is ast.Assign and len(node.targets) == 1:
        target = node.targets[0]
        if type(target) is ast.Subscript and fixture.ctx.resolve(target.value) == "os.environ":
            value = node.value
    elif type(node) is ast.Call and len(node.args) == 2:
        if last_name(node.func) == "setenv" or fixture.ctx.resolve(node.func) in _SETTERS:
            value = node.args[1]
    return value is not None and _fresh_folder(value, fixture, 0)


def makes_a_fresh_folder(value: ast.AST | None, fixture) -> bool:
    """``cache = tmp_path_factory.mktemp("cache")``: a new folder no test
    knows of."""
    return value is not None and _fresh_folder(value, fixture, 0)


def _fresh_folder(value: ast.AST, fixture, depth: int) -> bool:
    if depth > _DEPTH:
        return False
    if type(value) is ast.Name and value.id in fixture.locals:
        given = fixture.assigned.get(value.id) or []
        return bool(given) and all(_fresh_folder(v, fixture, depth + 1) for v in given)
    if type(value) is ast.BinOp and type(value.op) is ast.Div:
        # `factory.mktemp("mock") / "home"`: a folder inside a fresh one
        return _fresh_folder(value.left, fixture, depth + 1)
    if type(value) is not ast.Call:
        return False
    func = value.func
    if type(func) is ast.Attribute and func.attr == "mktemp":
        # `tmp_path_factory.mktemp("cache")`, `tmpdir_factory.mktemp(...)`:
        # a factory the fixture requests makes a new folder on each call.
        return type(func.value) is ast.Name and func.value.id in fixture.parameters
    name = fixture.ctx.resolve(func) or (func.id if type(func) is ast.Name else None)
    if name in _FOLDER_MAKERS:
        return True
    if name in _JOINS and value.args:
        # `os.path.join(tempfile.mkdtemp(), "apprc")`: a path inside a fresh folder
        return _fresh_folder(value.args[0], fixture, depth + 1)
    return name in _PATH_FORMS and len(value.args) == 1 and _fresh_folder(
        value.args[0], fixture, depth + 1
    )


# Context managers that make a new temporary folder and remove it on exit,
# leaving the working directory alone.
_FRESH_FOLDER_MANAGERS = frozenset({
    "tempfile.TemporaryDirectory", "testfixtures.TempDirectory",
    "testfixtures.tempdirectory.TempDirectory",
})


def enters_a_fresh_folder(item: ast.withitem, ctx) -> bool:
    """``with TemporaryDirectory() as folder: yield folder``: a new folder no
    test knows of unless it asks for the fixture by name."""
    manager = item.context_expr
    return type(manager) is ast.Call and ctx.resolve(manager.func) in _FRESH_FOLDER_MANAGERS


def makes_a_folder_in_a_fresh_one(call: ast.Call, fixture) -> bool:
    """``home.mkdir()`` where ``home`` lies in a folder made fresh for the
    run (``factory.mktemp("mock") / "home"``): no test knows of it."""
    func = call.func
    return type(func) is ast.Attribute and func.attr in ("mkdir", "touch") and _fresh_folder(
        func.value, fixture, 0
    )
