"""The runtime dependencies a project declares, read from its packaging
configuration, never run: ``[project] dependencies`` and poetry's
``[tool.poetry.dependencies]`` in pyproject.toml, ``install_requires`` in
setup.cfg's ``[options]``, and an ``install_requires=[...]`` literal given
to a call in setup.py. Names are normalised as PyPI does (``Mock_Lib`` is
``mock-lib``); versions, extras and markers are dropped."""

from __future__ import annotations

import ast
import os
import re

from flake8_testarch.project.setup_files import read_ini, setup_py_keywords
from flake8_testarch.project.toml_files import read_toml

_NAME = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


def normalised(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def declared_dependencies(root: str) -> frozenset[str]:
    """The normalised names of the project's runtime dependencies."""
    found = [
        *_pyproject(os.path.join(root, "pyproject.toml")),
        *_setup_cfg(os.path.join(root, "setup.cfg")),
        *_setup_py(os.path.join(root, "setup.py")),
    ]
    names = (_NAME.match(requirement) for requirement in found if isinstance(requirement, str))
    return frozenset(normalised(match.group(1)) for match in names if match)


def _pyproject(path: str) -> list:
    data = read_toml(path, (b"dependencies",), tables=("project", "tool.poetry"))
    if data is None:
        return []
    project = data.get("project") if isinstance(data.get("project"), dict) else {}
    found = list(project.get("dependencies") or []) if isinstance(
        project.get("dependencies"), list
    ) else []
    tool = data.get("tool") if isinstance(data.get("tool"), dict) else {}
    poetry = tool.get("poetry") if isinstance(tool.get("poetry"), dict) else {}
    if isinstance(poetry.get("dependencies"), dict):
        found += [name for name in poetry["dependencies"] if name.lower() != "python"]
    return found


def _setup_cfg(path: str) -> list:
    parser = read_ini(path)
    if parser is None or not parser.has_option("options", "install_requires"):
        return []
    return [line for line in parser.get("options", "install_requires").splitlines() if line]


def _setup_py(path: str) -> list:
    return [
        element.value
        for value in setup_py_keywords(path, "install_requires")
        if type(value) in (ast.List, ast.Tuple)
        for element in value.elts
        if type(element) is ast.Constant and isinstance(element.value, str)
    ]


def declared_for_development(root: str) -> frozenset[str]:
    """The normalised names of what the project declares for its tests and
    development beside its runtime dependencies: the requirements files at
    its root or in a ``requirements/`` folder (``test-requirements.txt``,
    ``requirements/dev.txt``), ``[project.optional-dependencies]`` and
    ``[dependency-groups]`` in pyproject.toml, ``extras_require`` in
    setup.cfg."""
    found: list = []
    for folder in (root, os.path.join(root, "requirements")):
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            if name.endswith((".txt", ".in")) and "require" in name.lower() or (
                folder != root and name.endswith((".txt", ".in"))
            ):
                found += _requirements_file(os.path.join(folder, name))
    data = read_toml(
        os.path.join(root, "pyproject.toml"), (b"optional-dependencies", b"dependency-groups"),
        tables=("project", "dependency-groups"),
    )
    if data is not None:
        project = data.get("project") if isinstance(data.get("project"), dict) else {}
        for table in (project.get("optional-dependencies"), data.get("dependency-groups")):
            if isinstance(table, dict):
                found += [r for group in table.values() if isinstance(group, list) for r in group]
    parser = read_ini(os.path.join(root, "setup.cfg"))
    if parser is not None and parser.has_section("options.extras_require"):
        for _extra, value in parser.items("options.extras_require"):
            found += value.splitlines()
    names = (_NAME.match(requirement) for requirement in found if isinstance(requirement, str))
    return frozenset(normalised(match.group(1)) for match in names if match)


def _requirements_file(path: str) -> list[str]:
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read(200_000).splitlines()
    except OSError:
        return []
    return [line for line in lines if line.strip() and not line.lstrip().startswith(("#", "-"))]
