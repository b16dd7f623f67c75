"""The project's pytest configuration: which files, classes and functions are tests.

Found the way pytest finds it, from the linted file's folder upward: the first
of ``pytest.toml``, ``.pytest.toml``, ``pytest.ini``, ``.pytest.ini``,
``pyproject.toml`` (``[tool.pytest]`` or
``[tool.pytest.ini_options]``), ``tox.ini`` (``[pytest]``) or ``setup.cfg``
(``[tool:pytest]``) that carries pytest settings. Read once per folder per
process; never imports or runs anything.

A project without pytest settings whose folders hold a ``.stestr.conf`` or
``.testr.conf``, and no ``conftest.py`` on the way up to it, runs its tests
with stestr (or testrepository): unittest's loader, which collects
``TestCase`` methods only.
"""

from __future__ import annotations

import fnmatch
import functools
import os
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple

from flake8_testarch.project.setup_files import read_ini
from flake8_testarch.project.toml_files import only_tables, toml_module

PYTEST_DEFAULT_FILES = ("test_*.py", "*_test.py")
# unittest discovery's default pattern: Django's tests.py, CPython's Lib/test.
UNITTEST_DEFAULT_FILES = ("test*.py",)
DEFAULT_CLASSES = ("Test",)
DEFAULT_FUNCTIONS = ("test",)
_GLOB_CHARACTERS = frozenset("*?[")
# The configuration files of runners that load tests with unittest's loader.
_UNITTEST_RUNNER_CONFIGS = (".stestr.conf", ".testr.conf")


def matches_prefix_or_glob(name: str, patterns: tuple[str, ...]) -> bool:
    """pytest's rule for ``python_classes`` / ``python_functions``."""
    for pattern in patterns:
        if name.startswith(pattern):
            return True
        if _GLOB_CHARACTERS.intersection(pattern) and fnmatch.fnmatchcase(name, pattern):
            return True
    return False


def matches_file_pattern(path: str, pattern: str) -> bool:
    """pytest's rule for ``python_files``: a bare pattern matches the file name,
    one with a folder in it matches the end of the path."""
    path = path.replace(os.sep, "/")
    if "/" not in pattern:
        return fnmatch.fnmatch(path.rsplit("/", 1)[-1], pattern)
    if not pattern.startswith("/"):
        pattern = "*/" + pattern
    return fnmatch.fnmatch(path if path.startswith("/") else "/" + path, pattern)


class TestLayout(NamedTuple):
    """What counts as test code in one project."""

    python_files: tuple[str, ...] = PYTEST_DEFAULT_FILES + UNITTEST_DEFAULT_FILES
    python_classes: tuple[str, ...] = DEFAULT_CLASSES
    python_functions: tuple[str, ...] = DEFAULT_FUNCTIONS
    # The other pytest settings as text (asyncio_mode, markers, ...).
    ini: Mapping[str, str] = MappingProxyType({})
    config_file: str | None = None
    # The marks the configuration registers (``markers = unit: fast tests``).
    markers: frozenset[str] = frozenset()
    # Where pytest looks, as absolute paths or globs: ``testpaths``, and what it
    # is told to pass over (``--ignore``/``--ignore-glob`` in ``addopts``,
    # ``norecursedirs`` as given).
    testpaths: tuple[str, ...] = ()
    ignored: tuple[str, ...] = ()
    norecursedirs: tuple[str, ...] = ()
    # Whether the project's runner is unittest's loader (stestr, testr): a
    # module-level function or a class that is not a ``TestCase`` is no test.
    unittest_loader: bool = False

    def is_test_file(self, path: str) -> bool:
        if not self.in_collected_folder(path):
            return False
        name = os.path.basename(path)
        if name == "conftest.py":
            return True
        return any(matches_file_pattern(path, pattern) for pattern in self.python_files)

    def in_collected_folder(self, path: str) -> bool:
        """Whether pytest, run from the project's root, would look at ``path``:
        under one of its ``testpaths`` (when it declares them), not under a
        folder it ignores or does not recurse into. A module named ``test_*.py``
        that a library ships to its users sits outside the declared tests."""
        if self.config_file is None or path in ("-", "stdin"):
            return True
        path = os.path.abspath(path)
        root = os.path.dirname(self.config_file)
        relative = os.path.relpath(path, root)
        if relative.startswith(".."):
            return True  # not this configuration's project: it says nothing about the file
        folders = [root]
        for part in relative.split(os.sep)[:-1]:
            folders.append(os.path.join(folders[-1], part))
        for folder in folders[1:]:
            if any(fnmatch.fnmatch(os.path.basename(folder), p) for p in self.norecursedirs):
                return False
        if any(_covers(ignored, path, folders) for ignored in self.ignored):
            return False
        return not self.testpaths or any(_covers(tp, path, folders) for tp in self.testpaths)

    def is_test_class_name(self, name: str) -> bool:
        return matches_prefix_or_glob(name, self.python_classes)

    def is_test_function_name(self, name: str) -> bool:
        return matches_prefix_or_glob(name, self.python_functions)


def _covers(declared: str, path: str, folders: list[str]) -> bool:
    """``declared`` (an absolute path or glob) names ``path`` or a folder above it."""
    if any(character in declared for character in _GLOB_CHARACTERS):
        return any(fnmatch.fnmatch(candidate, declared) for candidate in (*folders, path))
    declared = os.path.normpath(declared)
    return path == declared or path.startswith(declared.rstrip(os.sep) + os.sep)


def _words(value: object) -> tuple[str, ...]:
    """A list setting as pytest reads it (``args`` style), forgiving odd quoting."""
    if isinstance(value, (list, tuple)):
        return tuple(str(item) for item in value)
    import shlex  # only for settings given as a string: not worth a start-up import

    try:
        return tuple(shlex.split(str(value)))
    except ValueError:  # an unbalanced quote: pytest itself splits on blanks then
        return tuple(str(value).split())


def _text(value: object) -> str:
    if isinstance(value, (list, tuple)):
        return " ".join(str(item) for item in value)
    return str(value)


def _from_settings(settings: Mapping[str, object], config_file: str) -> TestLayout:
    files = settings.get("python_files")
    classes = settings.get("python_classes")
    functions = settings.get("python_functions")
    return TestLayout(
        python_files=_words(files) if files is not None else TestLayout().python_files,
        python_classes=_words(classes) if classes is not None else DEFAULT_CLASSES,
        python_functions=_words(functions) if functions is not None else DEFAULT_FUNCTIONS,
        ini={key: _text(value) for key, value in settings.items()},
        config_file=config_file,
        markers=_marker_names(settings.get("markers")),
        testpaths=_existing(_paths(_words(settings.get("testpaths", "")), config_file)),
        ignored=_paths(_ignored(_words(settings.get("addopts", ""))), config_file),
        norecursedirs=_words(settings.get("norecursedirs", "")),
    )


def _ignored(addopts: tuple[str, ...]) -> list[str]:
    """The paths of ``--ignore``/``--ignore-glob`` options in ``addopts``."""
    found = []
    for position, word in enumerate(addopts):
        for option in ("--ignore", "--ignore-glob"):
            if word == option and position + 1 < len(addopts):
                found.append(addopts[position + 1])
            elif word.startswith(option + "="):
                found.append(word[len(option) + 1:])
    return found


def _paths(given, config_file: str) -> tuple[str, ...]:
    """Paths of the configuration, relative to its folder (pytest's rootdir
    when it is the first configuration found), made absolute."""
    root = os.path.dirname(config_file)
    return tuple(os.path.normpath(os.path.join(root, item)) for item in given if item)


def _existing(testpaths: tuple[str, ...]) -> tuple[str, ...]:
    """The ``testpaths`` that name something on disk: pytest collects those,
    and when none does, it warns and searches from where it was started
    (the project's root) instead."""
    import glob  # only for projects that set testpaths

    return tuple(
        path for path in testpaths
        if (glob.glob(path, recursive=True) if any(c in path for c in _GLOB_CHARACTERS)
            else os.path.exists(path))
    )


def _marker_names(value: object) -> frozenset[str]:
    """The names ``markers`` registers: one a line (or a list item),
    ``name: description`` or ``name(arguments): description``."""
    if value is None:
        return frozenset()
    entries = value if isinstance(value, (list, tuple)) else str(value).splitlines()
    names = set()
    for entry in entries:
        name = str(entry).split(":", 1)[0].split("(", 1)[0].strip()
        if name.isidentifier():
            names.add(name)
    return frozenset(names)


def _ini_section(path: Path, section: str) -> Mapping[str, str] | None:
    parser = read_ini(path)
    if parser is None or not parser.has_section(section):
        return None
    return dict(parser.items(section))


def _pyproject_settings(path: Path) -> Mapping[str, object] | None:
    try:
        content = path.read_bytes()
    except OSError:
        return None
    if b"pytest" not in content:  # most pyproject.toml files that say nothing of pytest
        return None
    tomllib = toml_module()
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        return None
    data = None
    section = only_tables(text, ("tool.pytest",))
    if section is not None:
        try:
            data = tomllib.loads(section)
        except tomllib.TOMLDecodeError:
            pass  # cut in the wrong place (a multi-line string): read it all
    if data is None:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError:
            return None
    pytest_table = data.get("tool", {}).get("pytest")
    if not isinstance(pytest_table, dict):
        return None
    ini_options = pytest_table.get("ini_options")
    if isinstance(ini_options, dict):
        return ini_options
    native = {key: value for key, value in pytest_table.items() if key != "ini_options"}
    return native or None


def _pytest_toml_settings(path: Path) -> Mapping[str, object]:
    tomllib = toml_module()
    try:
        with path.open("rb") as handle:
            table = tomllib.load(handle).get("pytest", {})
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return {}
    return table if isinstance(table, dict) else {}


@functools.lru_cache(maxsize=512)
def _settings_in(directory: Path) -> tuple[Mapping[str, object], Path] | None:
    """The pytest settings a folder's own configuration file gives, read once
    per process (the folders of a suite share their parents' files)."""
    for name in ("pytest.toml", ".pytest.toml"):
        candidate = directory / name
        if candidate.is_file():
            # pytest 9 takes these first, even when empty.
            return _pytest_toml_settings(candidate), candidate
    for name in ("pytest.ini", ".pytest.ini"):
        candidate = directory / name
        if candidate.is_file():
            # pytest takes a pytest.ini even when it is empty.
            return _ini_section(candidate, "pytest") or {}, candidate
    candidate = directory / "pyproject.toml"
    if candidate.is_file():
        settings = _pyproject_settings(candidate)
        if settings is not None:
            return settings, candidate
    for name, section in (("tox.ini", "pytest"), ("setup.cfg", "tool:pytest")):
        candidate = directory / name
        if candidate.is_file():
            settings = _ini_section(candidate, section)
            if settings is not None:
                return settings, candidate
    return None


@functools.lru_cache(maxsize=512)
def layout_for_directory(directory: str) -> TestLayout:
    """The layout that governs files in ``directory`` (an absolute path)."""
    current = Path(directory)
    pytest_files = False
    for folder in (current, *current.parents):
        found = _settings_in(folder)
        if found is not None:
            settings, path = found
            return _from_settings(settings, str(path))
        pytest_files = pytest_files or (folder / "conftest.py").is_file()
        if not pytest_files and any(
            (folder / name).is_file() for name in _UNITTEST_RUNNER_CONFIGS
        ):
            return TestLayout(unittest_loader=True)
    return TestLayout()
