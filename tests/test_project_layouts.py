"""The same findings however flake8 is started, on a src layout and on projects
whose packages sit in a folder their packaging configuration declares.

Each project has a class without ``__eq__`` compared with ``==`` in a test
(TA306, which needs the project's module found by type inference) and an
assertion helper in the package that a test calls (TA301 must not fire: the
helper is found and asserts). Every way of starting flake8 must print the
same findings: ``flake8``, ``python -m flake8``, ``python -I -m flake8``,
from another working directory, with ``PYTHONPATH`` pointing at the code,
with the project installed (a copy in site-packages), and through the
baseline commands.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

from flake8_testarch.project import modules
from tests.flake8_runner import FLAKE8, TIMEOUT_SECONDS, parse_reports, write_files

pytestmark = pytest.mark.integration

SELECT = "--select=TA301,TA306"
ORDERS = (
    "class Order:\n"
    "    def __init__(self, number, item):\n"
    "        self.number = number\n"
    "        self.item = item\n"
)
CHECKS = (
    "def ensure_valid_order(order):\n"
    "    assert order.number > 0, order\n"
)
TESTS = (
    "from shop.testing import ensure_valid_order\n"
    "from shop.orders import Order\n\n\n"
    "def test_orders_compare():\n"
    '    assert Order(1, "mug") == Order(1, "mug")\n\n\n'
    "def test_order_is_valid():\n"
    '    ensure_valid_order(Order(1, "mug"))\n'
)
EXPECTED = {("tests/test_orders.py", 6, "TA306")}
SETUPTOOLS = '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n'
PACKAGE = {"shop/__init__.py": "", "shop/orders.py": ORDERS, "shop/testing.py": CHECKS}
FLAKE8_CONFIG = f"[flake8]\nselect = {SELECT.split('=')[1]}\n"

LAYOUTS = {
    "src": {
        "pyproject.toml": SETUPTOOLS + '[project]\nname = "shop"\nversion = "1"\n',
        "setup.cfg": FLAKE8_CONFIG,
        **{f"src/{path}": text for path, text in PACKAGE.items()},
    },
    "lib-pyproject": {
        "pyproject.toml": SETUPTOOLS + '[project]\nname = "shop"\nversion = "1"\n\n'
        '[tool.setuptools.packages.find]\nwhere = ["lib"]\n',
        "setup.cfg": FLAKE8_CONFIG,
        **{f"lib/{path}": text for path, text in PACKAGE.items()},
    },
    "lib-setup-cfg": {
        "pyproject.toml": SETUPTOOLS,
        "setup.cfg": "[metadata]\nname = shop\nversion = 1\n\n"
        "[options]\npackages = find:\npackage_dir =\n    =lib\n\n"
        "[options.packages.find]\nwhere = lib\n\n" + FLAKE8_CONFIG,
        **{f"lib/{path}": text for path, text in PACKAGE.items()},
    },
}


def _run(command: list[str], cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    environment.update({"COLUMNS": "1000", **(env or {})})
    return subprocess.run(
        command, cwd=cwd, capture_output=True, text=True, env=environment,
        timeout=TIMEOUT_SECONDS, check=False,
    )


def _findings(completed: subprocess.CompletedProcess, cwd: Path, root: Path) -> set:
    assert completed.returncode in (0, 1), completed.stderr
    return {
        (os.path.relpath(cwd / report.path, root).replace(os.sep, "/"), report.line, report.code)
        for report in parse_reports(completed.stdout)
    }


@pytest.fixture(scope="session")
def installed_python(tmp_path_factory) -> tuple[Path, Path]:
    """A second environment, made once: this one's packages (flake8, the plugin)
    reachable through a ``.pth`` file, and a site-packages of its own to
    install the linted projects into. Returns its python and its site-packages."""
    folder = tmp_path_factory.mktemp("installed-env")
    venv.create(folder, with_pip=False, symlinks=True)
    python = folder / "bin" / "python"
    site_packages = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True, text=True, check=True, timeout=TIMEOUT_SECONDS,
        ).stdout.strip()
    )
    ours = sysconfig.get_paths()["purelib"]
    (site_packages / "zz_host.pth").write_text(f"import site; site.addsitedir({ours!r})\n")
    return python, site_packages


def _install(package: Path, site_packages: Path) -> None:
    """What a non-editable install leaves: a copy of the package in site-packages
    (the metadata aside, which no lookup reads)."""
    shutil.copytree(package, site_packages / package.name)


def _uninstall(package: Path, site_packages: Path) -> None:
    shutil.rmtree(site_packages / package.name)


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_every_way_of_starting_flake8_reports_the_same(layout, tmp_path, installed_python):
    root = write_files(tmp_path / "project", {**LAYOUTS[layout], "tests/test_orders.py": TESTS})
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code_folder = "src" if layout == "src" else "lib"
    test_file = str(root / "tests" / "test_orders.py")
    python = sys.executable
    runs = {
        "flake8": _run([str(FLAKE8), SELECT, "tests"], root),
        "python -m flake8": _run([python, "-m", "flake8", SELECT, "tests"], root),
        "python -I -m flake8": _run([python, "-I", "-m", "flake8", SELECT, "tests"], root),
        "from another folder": _run([str(FLAKE8), SELECT, test_file], elsewhere),
        "PYTHONPATH": _run(
            [python, "-m", "flake8", SELECT, "tests"], root,
            env={"PYTHONPATH": str(root / code_folder)},
        ),
    }
    installed, site_packages = installed_python
    _install(root / code_folder / "shop", site_packages)
    try:
        runs["installed"] = _run([str(installed), "-m", "flake8", SELECT, test_file], elsewhere)
    finally:
        _uninstall(root / code_folder / "shop", site_packages)
    found = {way: _findings(completed, root if way != "from another folder" and way != "installed"
                            else elsewhere, root) for way, completed in runs.items()}

    baseline = root / "testarch-baseline.json"
    wrote = _run([python, "-m", "flake8_testarch", "baseline", "write", "--baseline",
                  str(baseline)], root)
    checked = _run([python, "-m", "flake8_testarch", "baseline", "check", "--baseline",
                    str(baseline)], root)
    recorded = {
        (entry["path"], entry["code"])
        for entry in map(json.loads, baseline.read_text().splitlines()[1:])
    }

    assert (found, recorded, wrote.returncode, checked.returncode) == (
        {way: EXPECTED for way in runs}, {(path, code) for path, _line, code in EXPECTED}, 0, 0
    ), (wrote.stderr, checked.stdout, checked.stderr)


@pytest.mark.parametrize("layout", ["lib-pyproject", "lib-setup-cfg"])
def test_a_helper_in_a_declared_package_folder_is_found(layout, tmp_path):
    root = write_files(tmp_path, {**LAYOUTS[layout], "tests/test_orders.py": TESTS})

    found = modules.find_module("shop.testing", str(root / "tests" / "test_orders.py"))

    assert found == str(root / "lib" / "shop" / "testing.py")
