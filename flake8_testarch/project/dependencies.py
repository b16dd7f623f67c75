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


# A version specifier or trove classifier that admits Python 2.
_PYTHON_2_SPEC = re.compile(r"(?:>=|~=|==|>)\s*2(?:\.\d+)*\s*(?:,|$)")
_PYTHON_2_CLASSIFIER = "Programming Language :: Python :: 2"


def supports_python_2(root: str) -> bool:
    """Whether the project declares that it still runs on Python 2: its
    ``requires-python`` / ``python_requires`` admits 2.x, or a trove
    classifier names Python 2 (pyproject.toml, setup.cfg, setup.py)."""
    texts: list[str] = []
    data = read_toml(
        os.path.join(root, "pyproject.toml"), (b"requires-python", b"Python :: 2"),
        tables=("project",),
    )
    project = data.get("project") if data and isinstance(data.get("project"), dict) else {}
    texts.append(str(project.get("requires-python") or ""))
    texts += [str(item) for item in project.get("classifiers") or () if isinstance(item, str)]
    parser = read_ini(os.path.join(root, "setup.cfg"))
    if parser is not None:
        for section, option in (("options", "python_requires"), ("metadata", "classifiers")):
            if parser.has_option(section, option):
                texts += parser.get(section, option).splitlines()
    setup_py = os.path.join(root, "setup.py")
    for keyword in ("python_requires", "classifiers"):
        for value in setup_py_keywords(setup_py, keyword):
            texts += [
                node.value for node in ast.walk(value)
                if isinstance(node, ast.Constant) and isinstance(node.value, str)
            ]
    return any(
        text.strip().startswith(_PYTHON_2_CLASSIFIER) or _PYTHON_2_SPEC.search(text)
        for text in texts
    )
