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
