"""The Pythons a project declares it runs on, read from its packaging
configuration, never run: ``requires-python`` in pyproject.toml,
``python_requires`` in setup.cfg or setup.py, trove classifiers, and the
``PKG-INFO`` a built sdist carries."""

from __future__ import annotations

import ast
import os
import re
from typing import NamedTuple

from flake8_testarch.project.setup_files import read_ini, setup_py_keywords
from flake8_testarch.project.toml_files import read_toml


class DeclaredPythons(NamedTuple):
    # Whether it still runs on Python 2 (see ``declared_pythons``).
    python_2: bool
    # The lowest Python its required Python admits, as (major, minor); None
    # when it states none.
    minimum: tuple[int, int] | None


# A version specifier or trove classifier that admits Python 2.
_PYTHON_2_SPEC = re.compile(r"(?:>=|~=|==|>)\s*2(?:\.\d+)*\s*(?:,|$)")
_PYTHON_2_CLASSIFIER = "Programming Language :: Python :: 2"
_PYTHON_3_CLASSIFIER = "Programming Language :: Python :: 3"
# A lower bound of a required Python: ``>=3.10``, ``~=3.8``, ``==3.11.*``, ``>3.9``.
_LOWER_BOUND = re.compile(r"(?:>=|~=|==|>)\s*(\d+)(?:\.(\d+))?")


def declared_pythons(root: str) -> DeclaredPythons:
    """What the project declares about its Pythons. It still runs on Python 2
    when its required Python admits 2.x, or a trove classifier names Python
    2; or, when it states no required Python and lists no Python 3
    classifier either, when setup.cfg builds a universal wheel
    (``universal = 1``), which pip installs on Python 2 as well."""
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
    requires = [text for text in requires if text.strip()]
    return DeclaredPythons(_python_2(requires, classifiers, parser), _minimum(requires))


def _python_2(requires: list[str], classifiers: list[str], parser) -> bool:
    if any(text.strip().startswith(_PYTHON_2_CLASSIFIER) for text in classifiers):
        return True
    if requires:
        return any(_PYTHON_2_SPEC.search(text) for text in requires)
    if any(text.strip().startswith(_PYTHON_3_CLASSIFIER) for text in classifiers):
        return False
    return parser is not None and any(
        parser.has_option(section, "universal")
        and parser.get(section, "universal").strip().lower() in ("1", "true", "yes", "on")
        for section in ("bdist_wheel", "wheel")
    )


def _minimum(requires: list[str]) -> tuple[int, int] | None:
    """The highest lower bound the required Python states (``>=3.10, <3.14``
    gives (3, 10)); None when it states none."""
    bounds = [
        (int(match.group(1)), int(match.group(2) or 0))
        for text in requires for match in _LOWER_BOUND.finditer(text)
    ]
    return max(bounds) if bounds else None


def _pkg_info_lines(path: str) -> list[str]:
    """The header lines of a built sdist's metadata file (before its body)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read(200_000)
    except OSError:
        return []
    return text.split("\n\n", 1)[0].splitlines()
