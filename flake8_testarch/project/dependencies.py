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
_PYTHON_3_CLASSIFIER = "Programming Language :: Python :: 3"


def supports_python_2(root: str) -> bool:
    """Whether the project declares that it still runs on Python 2: its
    ``requires-python`` / ``python_requires`` admits 2.x, or a trove
    classifier names Python 2 (pyproject.toml, setup.cfg, setup.py, and the
    ``PKG-INFO`` a built sdist carries); or, when it states no required
    Python and lists no Python 3 classifier either, setup.cfg builds a
    universal wheel (``universal = 1``), which pip installs on Python 2
    as well."""
    requires: list[str] = []
    classifiers: list[str] = []
    data = read_toml(
        os.path.join(root, "pyproject.toml"), (b"requires-python", b"Python :: 2"),
        tables=("project",),
    )
    project = data.get("project") if data and isinstance(data.get("project"), dict) else {}
    requires.append(str(project.get("requires-python") or ""))
    classifiers += [str(item) for item in project.get("classifiers") or () if isinstance(item, str)]
    parser = read_ini(os.path.join(root, "setup.cfg"))
    if parser is not None:
        for section, option, texts in (
            ("options", "python_requires", requires), ("metadata", "classifiers", classifiers),
        ):
            if parser.has_option(section, option):
                texts += parser.get(section, option).splitlines()
    setup_py = os.path.join(root, "setup.py")
    for keyword, texts in (("python_requires", requires), ("classifiers", classifiers)):
        for value in setup_py_keywords(setup_py, keyword):
            texts += [
                node.value for node in ast.walk(value)
                if isinstance(node, ast.Constant) and isinstance(node.value, str)
            ]
    for line in _pkg_info_lines(os.path.join(root, "PKG-INFO")):
        name, _, value = line.partition(":")
        if name == "Requires-Python":
            requires.append(value)
        elif name == "Classifier":
            classifiers.append(value)
    if any(text.strip().startswith(_PYTHON_2_CLASSIFIER) for text in classifiers):
        return True
    if any(text.strip() for text in requires):
        return any(_PYTHON_2_SPEC.search(text) for text in requires)
    if any(text.strip().startswith(_PYTHON_3_CLASSIFIER) for text in classifiers):
        return False
    return parser is not None and any(
        parser.has_option(section, "universal")
        and parser.get(section, "universal").strip().lower() in ("1", "true", "yes", "on")
        for section in ("bdist_wheel", "wheel")
    )


def _pkg_info_lines(path: str) -> list[str]:
    """The header lines of a built sdist's metadata file (before its body)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read(200_000)
    except OSError:
        return []
    return text.split("\n\n", 1)[0].splitlines()
