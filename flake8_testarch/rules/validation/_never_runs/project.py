"""The project around a file, as TA307 reads it: pytest's root, whether the
project runs every coroutine test (configuration, conftest hooks, plugins,
dependencies), and whether the test tree or the run configuration mentions
a name. Roots, package folders and the walk of the test tree come from the
project service (project/roots.py, project/files.py).
"""

from __future__ import annotations

import fnmatch
import functools
import os
import re

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.project.files import python_files, read_text
from flake8_testarch.project.roots import package_base, project_for, root_of
from flake8_testarch.rules.validation._never_runs.common import (
    _ASYNC_PLUGIN_HINT,
    _TEST_FOLDERS,
    _assigns,
    _module_level,
    _names_async_plugin,
    plain_async_fixtures,
)
from flake8_testarch.syntax import parse

# Plugins that run every coroutine test once installed, no mark or mode
# needed: pytest-aio, pytest-tornasync, and any other plugin package named
# for async work (`pytest-<...aio...>`, `<...async...>-pytest`, a library's
# own `aiomisc-pytest`), whose hooks the linter cannot read. The plugins that
# need a mark, a mode or their own fixtures (pytest-asyncio, pytest-trio,
# pytest-aiohttp, anyio's) are read as such elsewhere.
_AUTO_RUNNERS = lazy_compile(
    r"(?<![\w.-])(?!pytest[-_](?:asyncio|trio|aiohttp|anyio)\b)"
    r"(?:pytest[-_][\w-]*?(?:aio|async|tornasync|twisted|curio)[\w-]*"
    r"|[\w-]*(?:aio|async|twisted|curio)[\w-]*[-_]pytest)(?![\w.-])",
    re.I,
)
# A pytest command line (tox, nox, make, CI) that runs every coroutine test.
_COMMAND_LINE_RUNNER = lazy_compile(
    r"asyncio[-_]mode[=\s]+auto|trio[-_]mode"
    r"|-p\s*[\w.]*(?:async|anyio|trio|curio|tornado|twisted|aio)"
)
_CONFTEST_ASYNC_HOOKS = (
    "pytest_pyfunc_call", "pytest_pycollect_makeitem", "iscoroutinefunction",
    "iscoroutine(", "isasyncgenfunction", "asyncio_mode", "trio_mode",
)
_MAX_TREE_FILES = 5000


def _project_root(ctx) -> str:
    """The folder pytest would treat as the root: the config file's folder, else the
    project root."""
    if ctx.layout.config_file:
        return os.path.dirname(os.path.abspath(ctx.layout.config_file))
    return root_of(ctx.filename)


def _memo(root: str, key, compute):
    """What the project at ``root`` gives ``compute()``, once per process."""
    memo = project_for(root, is_root=True).memo
    if key not in memo:
        memo[key] = compute()
    return memo[key]


def _folders_between(root: str, directory: str) -> list[str]:
    """The folders from ``root`` (excluded) down to ``directory`` (included), or just
    ``directory`` when it is not under ``root``."""
    relative = os.path.relpath(directory, root)
    if relative == ".":
        return []
    if relative.startswith(".."):
        return [directory]
    parts = relative.split(os.sep)
    return [os.path.join(root, *parts[:index + 1]) for index in range(len(parts))]


@functools.lru_cache(maxsize=512)
def _conftest_runs_coroutines(path: str) -> bool:
    text = read_text(path)
    if not text:
        return False
    if any(hook in text for hook in _CONFTEST_ASYNC_HOOKS):
        return True
    if "anyio_backend" in text and "autouse" in text:
        return True
    plugins = "pytest_plugins" in text
    if plugins or ("async def" in text and "fixture" in text):
        try:
            tree = parse(text)
        except (SyntaxError, ValueError):
            return True
        return plain_async_fixtures(tree.body) or plugins and any(
            _assigns(statement, "pytest_plugins") and _names_async_plugin(statement.value, path)
            for statement in _module_level(tree.body)
        )
    return False


def _plugin_module_runs_coroutines(root: str, module: str) -> bool:
    return _memo(root, ("TA307.plugin", module), lambda: _plugin_runs_coroutines(root, module))


def _plugin_runs_coroutines(root: str, module: str) -> bool:
    relative = module.replace(".", os.sep)
    for base in project_for(root, is_root=True).package_roots:
        for candidate in (relative + ".py", os.path.join(relative, "__init__.py")):
            text = read_text(os.path.join(base, candidate))
            if "pytest_pyfunc_call" in text or "iscoroutinefunction" in text:
                return True
    return False


def _ini_runs_coroutines(ctx, root: str) -> bool:
    ini = ctx.layout.ini
    if ini.get("asyncio_mode", "").strip().lower() == "auto":
        return True
    if ini.get("trio_mode", "").strip().lower() in ("true", "1", "yes", "on"):
        return True
    addopts = ini.get("addopts", "")
    if re.search(r"asyncio[-_]mode[=\s]+auto|trio[-_]mode", addopts):
        return True
    for plugin in re.findall(r"(?:^|\s)-p\s*(\S+)", addopts):
        if plugin.startswith("no:"):
            continue
        if _ASYNC_PLUGIN_HINT.search(plugin) or _plugin_module_runs_coroutines(root, plugin):
            return True
    return any(_AUTO_RUNNERS.search(value) for value in ini.values())


def _dependencies_run_coroutines(root: str) -> bool:
    """The project depends on a plugin that runs every coroutine test."""
    return _memo(root, "TA307.dependencies", lambda: _dependencies_name_a_runner(root))


def _dependencies_name_a_runner(root: str) -> bool:
    candidates = ["pyproject.toml", "setup.cfg", "setup.py", "tox.ini", "Pipfile"]
    for folder in (root, os.path.join(root, "requirements")):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        candidates += [
            os.path.join(folder, name)
            for name in names
            if "requirements" in name.lower() or folder != root
            if name.endswith((".txt", ".in"))
        ]
    return any(_AUTO_RUNNERS.search(read_text(os.path.join(root, name))) for name in candidates)


def project_configured(ctx) -> bool:
    """A pytest configuration file inside the project's root."""
    config = ctx.layout.config_file
    if not config:
        return False
    root = root_of(ctx.filename)
    return os.path.abspath(config).startswith(os.path.join(os.path.abspath(root), ""))


def _project_runs_coroutines(ctx) -> bool:
    root = _project_root(ctx)
    if _ini_runs_coroutines(ctx, root):
        return True
    directory = os.path.dirname(os.path.abspath(ctx.filename))
    folders = [root, *_folders_between(root, directory)]
    if any(_conftest_runs_coroutines(os.path.join(folder, "conftest.py")) for folder in folders):
        return True
    if any(_COMMAND_LINE_RUNNER.search(text) for text in _project_config_texts(root)):
        return True
    if _legacy_aiohttp_plugin_in_use(ctx):
        return True
    # The dependencies are the package's: its root may lie below pytest's
    # (a pytest.ini in a folder holding several projects).
    package_root = root_of(ctx.filename)
    return _dependencies_run_coroutines(root) or (
        package_root != root and _dependencies_run_coroutines(package_root)
    )


# An unmarked coroutine test asking for pytest-aiohttp's `loop` or an
# `aiohttp_*` fixture, written as a test function's first line.
_AIOHTTP_TEST = lazy_compile(r"async def test\w*\([^)]*\b(?:loop|aiohttp_\w+)\b")


def _legacy_aiohttp_plugin_in_use(ctx) -> bool:
    """The suite's coroutine tests rely on pytest-aiohttp's fixtures: its
    legacy plugin (aiohttp's own) runs every coroutine test of the session,
    the ones that ask for none of them too."""
    folder = _test_tree_root(ctx)
    return _memo(root_of(os.path.join(folder, "_")), ("TA307.aiohttp", folder), lambda: any(
        _AIOHTTP_TEST.search(text) for _path, text in _tree_texts(folder)
    ))


def _test_tree_root(ctx) -> str:
    """The outermost tests/test/testing folder holding the file (within the project),
    else the file's own folder: where the users of a test module live."""
    directory = os.path.dirname(os.path.abspath(ctx.filename))
    for folder in _folders_between(_project_root(ctx), directory):
        if os.path.basename(folder) in _TEST_FOLDERS:
            return folder
    return directory


def _outermost_package(path: str) -> str | None:
    """The top package folder a test module sits in (``src/relstorage`` for
    ``src/relstorage/adapters/tests/test_drivers.py``): a package that
    keeps a tests folder beside each subpackage has users of a test module
    in other tests folders of the same package. None outside a package."""
    base = package_base(path)
    relative = os.path.relpath(os.path.dirname(path), base)
    if relative == "." or relative.startswith(".."):
        return None
    return os.path.join(base, relative.split(os.sep)[0])


def _tree_texts(folder: str) -> tuple[tuple[str, str], ...]:
    """The Python files under ``folder`` with their text (the first
    ``_MAX_TREE_FILES`` of them), read once per process."""
    return _memo(root_of(os.path.join(folder, "_")), ("TA307.texts", folder), lambda: tuple(
        (entry.path, read_text(entry.path)) for entry in python_files(folder, limit=_MAX_TREE_FILES)
    ))


# Files that show how a project runs pytest (its command line and options).
_RUN_FILES = ("tox.ini", "noxfile.py", "Makefile", "runtests.sh", "ci.sh", "check.sh")


def run_files_seen(ctx) -> bool:
    """Whether the project shows how it runs pytest: a tox, nox, Makefile or
    test script at its root, or a CI workflow."""
    root = _project_root(ctx)
    return _memo(root, "TA307.run files", lambda: any(
        os.path.isfile(os.path.join(root, name)) for name in _RUN_FILES
    ) or os.path.isdir(os.path.join(root, ".github", "workflows")))


def _project_config_texts(root: str) -> tuple[str, ...]:
    return _memo(root, "TA307.config", lambda: _config_texts(root))


def _config_texts(root: str) -> tuple[str, ...]:
    names = [*_RUN_FILES, "setup.cfg", "setup.py", "pyproject.toml", "pytest.ini"]
    paths = [os.path.join(root, name) for name in names]
    workflows = os.path.join(root, ".github", "workflows")
    try:
        paths += [os.path.join(workflows, name) for name in sorted(os.listdir(workflows))]
    except OSError:
        pass
    return tuple(text for text in map(read_text, paths) if text)


def _mentioned_in_test_tree(word: str, ctx, with_project_config: bool = False) -> bool:
    """Another Python file of the test tree (or, when asked, the project's tox, nox,
    make or CI configuration, or its packaging metadata: an entry point naming
    a class of the tests as a plugin) mentions ``word``."""
    pattern = re.compile(rf"\b{re.escape(word)}\b")
    own = os.path.abspath(ctx.filename)
    tree = _test_tree_root(ctx)
    if any(path != own and pattern.search(text) for path, text in _tree_texts(tree)):
        return True
    package = _outermost_package(own)
    if package is not None and package != tree and not package.startswith(tree + os.sep):
        # The rest of the package: the test tree's own files are read already.
        if any(
            path != own and not path.startswith(tree + os.sep) and pattern.search(text)
            for path, text in _tree_texts(package)
        ):
            return True
    if with_project_config:
        # The package's own root too: it may lie below pytest's.
        roots = dict.fromkeys((_project_root(ctx), root_of(ctx.filename)))
        return any(
            pattern.search(text) for root in roots for text in _project_config_texts(root)
        )
    return False


_FILE_GLOB = lazy_compile(r"[\w*?\[\]/.-]*\*[\w*?\[\]/.-]*\.py\b")


def _matched_by_a_run_pattern(name: str, root: str) -> bool:
    """A file glob in the project's run configuration (``pytest -o python_files=...``,
    ``unittest discover -p ...``) matches the file's name."""
    for text in _project_config_texts(root):
        for glob in _FILE_GLOB.findall(text):
            if fnmatch.fnmatch(name, glob.rsplit("/", 1)[-1]):
                return True
    return False
