"""The plugin reads the code it checks; it never imports or runs it.

Every helper module of the linted project appends its name to ``canary.txt``
when imported. flake8 runs with every TA code on, over tests whose receivers
come from those helpers, so inference has to read them; the canary must never
appear.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

CANARY = "canary.txt"
CANARY_WRITE = """\
with open({canary!r}, "a", encoding="utf-8") as _canary:
    _canary.write(__name__ + "\\n")
"""
HELPER_MODULES = {
    "tests/helper_mod.py": """\
import threading

{canary_write}

def make_thread():
    return threading.Thread(target=print)


class Thing:
    pass
""",
    "tests/helper_pkg/__init__.py": "{canary_write}",
    "tests/helper_pkg/futures.py": """\
import concurrent.futures

{canary_write}

def submit():
    return concurrent.futures.ThreadPoolExecutor().submit(print)
""",
    # A namespace package: no __init__.py.
    "tests/nspkg/queues.py": """\
import queue

{canary_write}

def make_queue():
    return queue.Queue()
""",
}
TEST_FILES = {
    "tests/test_canary.py": """\
import time

import helper_mod
from helper_mod import make_thread
from helper_pkg.futures import submit
from nspkg import queues
from nspkg.queues import make_queue


def test_thread_from_helper_is_joined():
    t = make_thread()
    t.start()
    t.join()


def test_future_from_helper_has_a_result():
    fut = submit()
    assert fut.result()


def test_queues_from_namespace_package_agree():
    q = make_queue()
    q2 = queues.make_queue()
    assert q.get() == q2.get()


def test_things_compare_equal():
    started = time.time()
    time.sleep(1)
    assert helper_mod.Thing() == helper_mod.Thing()
    assert started


{canary_write}""",
    "tests/conftest.py": """\
import helper_mod
import pytest


@pytest.fixture
def thread():
    t = helper_mod.make_thread()
    yield t
    t.join()


{canary_write}""",
}


def report_at(path: str, snippet: str, code: str) -> tuple[str, int, int, str]:
    """Where flake8 reports ``code`` for ``snippet`` (it precedes the canary code)."""
    for number, line in enumerate(TEST_FILES[path].splitlines(), start=1):
        if snippet in line:
            return path, number, line.index(snippet) + 1, code
    raise LookupError(snippet)


SLEEP_REPORT = report_at("tests/test_canary.py", "time.sleep(1)", "TA101")
JOIN_REPORT = report_at("tests/test_canary.py", "t.join()", "TA102")
# Every module of the project: importing them must leave each name in the canary.
MODULE_NAMES = (
    "helper_mod", "helper_pkg", "helper_pkg.futures", "nspkg.queues", "conftest", "test_canary",
)
ALL_CODES = ["--select", "TA", "--extend-select", "TA104"]


def lay_out_project(root: Path) -> Path:
    """The project under ``root``; returns the canary's path (absent until an import)."""
    canary = root / CANARY
    canary_write = CANARY_WRITE.format(canary=str(canary))
    files = {**HELPER_MODULES, **TEST_FILES}
    rendered = {path: text.format(canary_write=canary_write) for path, text in files.items()}
    write_files(root, rendered)
    return canary


def helpers_importable(root: Path) -> dict[str, str]:
    """An environment in which the helpers can be imported by name, as pytest would."""
    paths = [str(root / "tests"), os.environ.get("PYTHONPATH", "")]
    return {"PYTHONPATH": os.pathsep.join(path for path in paths if path)}


@pytest.mark.parametrize("importable", [False, True], ids=["plain", "helpers-on-pythonpath"])
def test_linting_never_imports_the_linted_code(tmp_path, importable):
    canary = lay_out_project(tmp_path)
    env = helpers_importable(tmp_path) if importable else None

    result = run_flake8([*ALL_CODES, "tests"], cwd=tmp_path, env=env)

    assert (canary.exists(), result.returncode, SLEEP_REPORT in result.located()) == (
        False,
        1,
        True,
    ), result.stdout + result.stderr


def test_inference_reads_helpers_that_are_importable(tmp_path):
    lay_out_project(tmp_path)

    result = run_flake8([*ALL_CODES, "tests"], cwd=tmp_path, env=helpers_importable(tmp_path))

    assert JOIN_REPORT in result.located("TA102"), result.stdout + result.stderr


def test_importing_the_project_modules_writes_the_canary(tmp_path):
    canary = lay_out_project(tmp_path)

    subprocess.run(
        [sys.executable, "-c", "import " + ", ".join(MODULE_NAMES)],
        cwd=tmp_path,
        env={**os.environ, **helpers_importable(tmp_path)},
        check=True,
        timeout=60,
    )

    assert sorted(canary.read_text(encoding="utf-8").split()) == sorted(MODULE_NAMES)
