"""Limits that apply to the whole run or a whole file, set outside the test:
pytest-timeout's setting, pytest's ``faulthandler_timeout`` set to end the
run, and a watchdog (``faulthandler.dump_traceback_later(..., exit=True)``)
armed before the file's tests run."""

from __future__ import annotations

import ast
import functools
import os

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.project.files import read_text
from flake8_testarch.project.modules import conftest_files
from flake8_testarch.syntax import walk_local

_TIMEOUT_OPTION = lazy_compile(r"(?:^|\s)--timeout(?:=|\s+)(?P<value>\S+)")


def project_timeout(ctx) -> bool:
    """Whether the project's pytest configuration gives every test a
    timeout (pytest-timeout's ``timeout`` setting, or ``--timeout`` in
    ``addopts``; ``0`` turns it off), or ends the run on a hung test
    (``faulthandler_timeout`` with ``faulthandler_exit_on_timeout = true``)."""
    ini = ctx.layout.ini
    value = ini.get("timeout")
    if value is None:
        match = _TIMEOUT_OPTION.search(ini.get("addopts", ""))
        value = match.group("value") if match else None
    if value is not None and _positive(value):
        return True
    # pytest's own faulthandler_timeout, set to end the run (pytest 9): a hung
    # test stops the session with its traceback instead of stalling it.
    return _positive(ini.get("faulthandler_timeout", "")) and _true(
        ini.get("faulthandler_exit_on_timeout", "")
    )


def _true(text: str) -> bool:
    return text.strip().strip("\"'").lower() in ("true", "1", "yes", "on")


def _positive(text: str) -> bool:
    try:
        return float(text.strip().strip("\"'")) > 0
    except ValueError:
        return False


def watchdog_armed(ctx) -> bool:
    """Whether a watchdog ends the run on a hang before the file's tests run:
    ``faulthandler.dump_traceback_later(..., exit=True)`` at the module's
    top level or in its ``setup_module``, or in a ``conftest.py`` on the
    file's path (read as text, never imported)."""
    found = ctx.scratch.get(_WATCHDOG)
    if found is None:
        own = [ctx.filename] if os.path.basename(ctx.filename) == "conftest.py" else []
        found = ctx.scratch[_WATCHDOG] = _armed_here(ctx) or any(
            _armed_in_conftest(path) for path in (*own, *conftest_files(ctx.filename))
        )
    return found


_WATCHDOG = "waiting.watchdog"  # ctx.scratch key
_ARMS_WATCHDOG = lazy_compile(r"dump_traceback_later\([^)]*exit\s*=\s*True")


def _armed_here(ctx) -> bool:
    if "dump_traceback_later" not in ctx.text:
        return False
    statements = list(ctx.tree.body)
    for statement in ctx.tree.body:
        if type(statement) is ast.FunctionDef and statement.name in ("setup_module", "setUpModule"):
            statements += statement.body
    for statement in statements:
        for node in walk_local(statement):
            if type(node) is not ast.Call:
                continue
            if ctx.resolve(node.func) == "faulthandler.dump_traceback_later":
                exit_ = next((k.value for k in node.keywords if k.arg == "exit"), None)
                if type(exit_) is ast.Constant and exit_.value:
                    return True
    return False


@functools.lru_cache(maxsize=256)
def _armed_in_conftest(path: str) -> bool:
    return bool(_ARMS_WATCHDOG.search(read_text(path)))
