"""Cold start: linting a plain test file must not import attrs or astroid, nor
the standard modules only some files need.

flake8 runs on every save, so every import on the plain lint path is paid each
time. attrs (and building attrs classes) cost tens of milliseconds; flake8
itself never imports it. astroid is only for rules that need inference. The
baseline module may use attrs: it is only loaded when a baseline is in play.
pkgutil (rules installed zipped), unicodedata (identifiers that are not
ASCII) and tomllib (a pyproject.toml that configures pytest) cost a
millisecond or more each and flake8 loads none of them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.flake8_runner import TIMEOUT_SECONDS, parse_reports, write_files

pytestmark = pytest.mark.integration

# flake8's own entry point, then the heavy packages it left in sys.modules.
_RUN_FLAKE8_THEN_LIST_HEAVY_MODULES = """\
import sys
from flake8.main.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
sys.stdout.flush()
heavy = sorted(m for m in sys.modules if m.split('.')[0] in {'attr', 'attrs', 'astroid'})
print('HEAVY=' + ','.join(heavy))
"""

SLEEPING_TEST = """\
import time


def test_worker_drains_queue():
    time.sleep(1)
"""


def _lint_sleeping_test(tmp_path, script: str, *script_arguments: str):
    """Runs ``script`` (flake8 then a listing of modules) on a test file that
    sleeps: whether TA101 reported it, the script's last line, its stderr."""
    write_files(tmp_path, {"tests/test_x.py": SLEEPING_TEST})
    completed = subprocess.run(
        [sys.executable, "-c", script, *script_arguments,
         "--isolated", "--select", "TA", "tests/test_x.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )
    codes = {report.code for report in parse_reports(completed.stdout)}
    return "TA101" in codes, completed.stdout.splitlines()[-1:], completed.stderr


def test_linting_plain_test_file_imports_neither_attrs_nor_astroid(tmp_path):
    outcome = _lint_sleeping_test(tmp_path, _RUN_FLAKE8_THEN_LIST_HEAVY_MODULES)

    # The plugin did run (it reported the sleep), and imported nothing heavy.
    assert outcome == (True, ["HEAVY="], "")


# Only flake8-testarch among the checkers (the benchmarks' launcher drops the
# other installed ones, which may import anything), then the occasional
# modules it left in sys.modules.
_RUN_TESTARCH_THEN_LIST_OCCASIONAL_MODULES = """\
import sys
sys.path.insert(0, sys.argv.pop(1))
import flake8_with
assert flake8_with.load_only("TA")
from flake8.main.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
sys.stdout.flush()
loaded = sorted(m for m in ("pkgutil", "unicodedata", "tomllib") if m in sys.modules)
print("OCCASIONAL=" + ",".join(loaded))
"""


def test_linting_ascii_file_without_pytest_config_imports_no_occasional_module(tmp_path):
    benchmarks = Path(__file__).resolve().parent.parent / "benchmarks"

    outcome = _lint_sleeping_test(
        tmp_path, _RUN_TESTARCH_THEN_LIST_OCCASIONAL_MODULES, str(benchmarks)
    )

    assert outcome == (True, ["OCCASIONAL="], "")
