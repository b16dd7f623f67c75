"""The programs that run a project's own code, read from its packaging
configuration, never run: the commands it installs (``[project.scripts]``,
``gui-scripts``, poetry's ``scripts``, ``console_scripts`` and
``gui_scripts`` entry points) and the programs its other entry points plug
into (a ``pytest11`` entry point makes ``pytest`` load the project's code,
a ``flake8.extension`` one ``flake8``). Read from pyproject.toml,
setup.cfg's ``[options.entry_points]`` and an ``entry_points={...}``
literal in setup.py."""

from __future__ import annotations

import ast
import os
import re

from flake8_testarch.project.setup_files import read_ini, setup_py_keywords, setup_py_tree
from flake8_testarch.project.toml_files import read_toml

_SCRIPT_GROUPS = frozenset({"console_scripts", "gui_scripts", "scripts", "gui-scripts"})
# ``name = module:function`` lines of an entry point group in setup.cfg:
# the name, and the object it points at.
_ENTRY = re.compile(r"^\s*([^=\s]+)\s*=\s*([\w.:]*)", re.MULTILINE)
_PYTEST_PLUGINS = "pytest11"


def declared_commands(root: str) -> frozenset[str]:
    """The program names that run the project's code: its commands, and the
    hosts of its plugin entry points."""
    commands = set()
    for group, entries in _entry_points(root).items():
        if group in _SCRIPT_GROUPS:
            commands.update(name for name, _target in entries if isinstance(name, str))
        else:
            commands.update(hosts_of(group))
    return frozenset(commands)


def pytest_plugin_modules(root: str) -> tuple[str, ...]:
    """The modules the project declares as pytest plugins (``pytest11``
    entry points): pytest loads them in every run once the project is
    installed, so its own suite sees their fixtures."""
    return tuple(dict.fromkeys(
        target.partition(":")[0]
        for _name, target in _entry_points(root).get(_PYTEST_PLUGINS, ())
        if isinstance(target, str) and target
    ))


def _entry_points(root: str) -> dict[str, list[tuple]]:
    """Each group of commands and entry points the packaging configuration
    declares, with its (name, target) pairs, from every file that may
    declare them."""
    groups: dict[str, list[tuple]] = {}
    for found in (
        _pyproject(os.path.join(root, "pyproject.toml")),
        _setup_cfg(os.path.join(root, "setup.cfg")),
        _setup_py(os.path.join(root, "setup.py")),
    ):
        for group, entries in found.items():
            groups.setdefault(group, []).extend(entries)
    return groups


def hosts_of(group: str) -> set[str]:
    """The names the program an entry point group plugs into may have: its
    first dotted part, with and without a trailing version number
    (``pytest11`` -> ``pytest``; ``flake8.extension`` -> ``flake8``)."""
    first = group.split(".", 1)[0]
    return {first, first.rstrip("0123456789") or first}


def _pyproject(path: str) -> dict[str, list]:
    data = read_toml(
        path, (b"scripts", b"entry-points", b"plugins"), tables=("project", "tool.poetry")
    )
    if data is None:
        return {}
    found: dict[str, list] = {}
    project = data.get("project") if isinstance(data.get("project"), dict) else {}
    tool = data.get("tool") if isinstance(data.get("tool"), dict) else {}
    poetry = tool.get("poetry") if isinstance(tool.get("poetry"), dict) else {}
    for table in (project, poetry):
        for key in ("scripts", "gui-scripts"):
            if isinstance(table.get(key), dict):
                found.setdefault(key, []).extend(table[key].items())
    for key in ("entry-points", "plugins"):
        for table in (project, poetry):
            groups = table.get(key)
            if isinstance(groups, dict):
                for group, entries in groups.items():
                    if isinstance(entries, dict):
                        found.setdefault(group, []).extend(entries.items())
    return found


def _setup_cfg(path: str) -> dict[str, list]:
    parser = read_ini(path)
    if parser is None or not parser.has_section("options.entry_points"):
        return {}
    return {
        group: _ENTRY.findall(parser.get("options.entry_points", group))
        for group in parser.options("options.entry_points")
    }


def _setup_py(path: str) -> dict[str, list]:
    found: dict[str, list] = {}
    for value in setup_py_keywords(path, "entry_points"):
        if type(value) is not ast.Dict:
            continue
        for key, entries in zip(value.keys, value.values):
            if type(key) is ast.Constant and isinstance(key.value, str) and type(entries) in (
                ast.List, ast.Tuple
            ):
                found.setdefault(key.value, []).extend(_ENTRY.findall("\n".join(
                    element.value for element in entries.elts
                    if type(element) is ast.Constant and isinstance(element.value, str)
                )))
    return found


def declared_test_suite(root: str) -> str | None:
    """The test suite the packaging names for ``setup.py test`` to run
    (``test_suite="nose.collector"`` in setup.py, ``test_suite =`` in
    setup.cfg's ``[options]``): which runner collects the project's tests."""
    for value in setup_py_keywords(os.path.join(root, "setup.py"), "test_suite"):
        if type(value) is ast.Constant and isinstance(value.value, str):
            return value.value
    parser = read_ini(os.path.join(root, "setup.cfg"))
    if parser is not None and parser.has_option("options", "test_suite"):
        return parser.get("options", "test_suite").strip() or None
    return None


def runs_its_own_test_command(root: str) -> bool:
    """setup.py gives its ``test`` command a class of the project's own code
    (``cmdclass["test"] = ProjectTest``, ``cmdclass={"test": Test}``; the
    class, or a base of a class setup.py defines, imported from the
    project's package): ``setup.py test`` runs the suite with the project's
    own runner, which need not run tests as unittest or pytest does. A
    class setup.py builds on setuptools alone (the old ``PyTest(TestCommand)``
    that calls ``pytest.main``) is not the project's."""
    tree = setup_py_tree(os.path.join(root, "setup.py"))
    if tree is None:
        return False
    imported: dict[str, str] = {}
    classes: dict[str, ast.ClassDef] = {}
    commands = []
    for node in ast.walk(tree):
        if type(node) is ast.ImportFrom and node.module and not node.level:
            imported.update((a.asname or a.name, f"{node.module}.{a.name}") for a in node.names)
        elif type(node) is ast.Import:
            imported.update((a.asname or a.name, a.name) for a in node.names)
        elif type(node) is ast.ClassDef:
            classes[node.name] = node
        elif type(node) is ast.Assign and any(_test_slot(t) for t in node.targets):
            commands.append(node.value)  # `cmdclass["test"] = ProjectTest`
        elif type(node) is ast.Dict:
            commands += [v for k, v in zip(node.keys, node.values) if _is_test_key(k)]
        elif type(node) is ast.keyword and node.arg == "test":
            commands.append(node.value)  # `cmdclass=dict(test=ProjectTest)`

    def owned(expression: ast.AST, depth: int = 0) -> bool:
        while type(expression) is ast.Attribute:
            expression = expression.value
        if type(expression) is not ast.Name:
            return False
        defined = classes.get(expression.id)
        if defined is not None:
            return depth < 3 and any(owned(base, depth + 1) for base in defined.bases)
        top = imported.get(expression.id, "").partition(".")[0]
        return bool(top) and any(
            os.path.isdir(os.path.join(root, *folder, top)) or
            os.path.isfile(os.path.join(root, *folder, top + ".py"))
            for folder in ((), ("src",))
        )

    return any(owned(command) for command in commands)


def _test_slot(target: ast.AST) -> bool:
    return type(target) is ast.Subscript and _is_test_key(target.slice)


def _is_test_key(key: ast.AST | None) -> bool:
    return type(key) is ast.Constant and key.value == "test"
