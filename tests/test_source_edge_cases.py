"""Encodings and newer syntax: a byte-order mark, a non-UTF-8 coding cookie
(through the real flake8, which decodes the file), and the syntax of recent
Pythons (only where the running Python parses it), with every code on."""

from __future__ import annotations

import ast
import sys

import pytest

from tests.flake8_runner import run_flake8
from tests.robustness import errors, lines_of, lint

LATIN_1_TEST = (
    "# -*- coding: latin-1 -*-\n"
    "import time\n"
    "\n"
    "\n"
    "def test_caf\u00e9_menu():\n"
    "    time.sleep(1)\n"
    "    time.sleep(2)  # real-timer: l'horloge r\u00e9elle du caf\u00e9\n"
    "    assert 'cr\u00e8me br\u00fbl\u00e9e' != '\u00e9t\u00e9'\n"
)
LATIN_1_HELPER = (
    "# -*- coding: latin-1 -*-\n"
    "import subprocess\n"
    "\n"
    "\n"
    "def pr\u00e9parer():\n"
    "    '''Pr\u00e9pare le caf\u00e9.'''\n"
    "    return subprocess.run(['caf\u00e9'], timeout=5)\n"
)
BOM_TEST = (
    "import time\n"
    "\n"
    "import pytest\n"
    "\n"
    "\n"
    "def test_first():\n"
    "    time.sleep(1)\n"
    "    assert '\u00e9t\u00e9'\n"
)


def flake8_all_codes(root, *paths):
    from flake8_testarch.core.registry import all_rules

    opt_in = ",".join(rule.code for rule in all_rules() if not rule.default) or "TA"
    return run_flake8(
        ["--isolated", "--select", "TA,E902,E999", "--extend-select", opt_in, *paths], cwd=root
    )


def write(path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def reported(result, path: str, code: str) -> list[int]:
    return sorted(r.line for r in result.reports if r.path.endswith(path) and r.code == code)


@pytest.mark.integration
def test_latin_1_coding_cookie(tmp_path):
    write(tmp_path / "tests" / "test_cafe.py", LATIN_1_TEST.encode("latin-1"))

    result = flake8_all_codes(tmp_path, "tests/test_cafe.py")

    # The sleep justified by a comment written in latin-1 stays silent.
    assert (reported(result, "test_cafe.py", "TA101"), result.codes("TA000"), result.stderr) == (
        [6],
        [],
        "",
    )


@pytest.mark.integration
def test_utf8_byte_order_mark(tmp_path):
    write(tmp_path / "tests" / "test_bom.py", b"\xef\xbb\xbf" + BOM_TEST.encode("utf-8"))

    result = flake8_all_codes(tmp_path, "tests/test_bom.py")

    assert (reported(result, "test_bom.py", "TA101"), result.codes("TA000"), result.stderr) == (
        [7],
        [],
        "",
    )


@pytest.mark.integration
def test_project_files_in_latin_1_and_with_a_bom(tmp_path):
    """Modules the rules read from disk (a conftest, an imported helper) in
    other encodings."""
    write(tmp_path / "pyproject.toml", b"[tool.pytest.ini_options]\ntestpaths = ['tests']\n")
    write(tmp_path / "tests" / "__init__.py", b"")
    write(tmp_path / "tests" / "cafe.py", LATIN_1_HELPER.encode("latin-1"))
    conftest = "import pytest\n\npytest_plugins = ['tests.cafe']\n\n\n"
    conftest += "@pytest.fixture(autouse=True)\ndef menu():\n    yield\n"
    write(tmp_path / "tests" / "conftest.py", b"\xef\xbb\xbf" + conftest.encode("utf-8"))
    test = "import time\n\nimport pytest\n\nfrom tests.cafe import pr\u00e9parer\n\n"
    test += "pytestmark = pytest.mark.unit\n\n\ndef test_menu():\n    time.sleep(1)\n"
    test += "    assert pr\u00e9parer()\n"
    write(tmp_path / "tests" / "test_menu.py", test.encode("utf-8"))

    result = flake8_all_codes(tmp_path, "tests")

    assert (reported(result, "test_menu.py", "TA101"), result.codes("TA000"), result.stderr) == (
        [11],
        [],
        "",
    )


def needs_python(version: tuple[int, int]):
    return pytest.mark.skipif(
        sys.version_info < version,
        reason=f"Python {version[0]}.{version[1]} syntax; this is "
        f"{sys.version_info.major}.{sys.version_info.minor}",
    )


SYNTAX = {
    "match statement": pytest.param(
        "def test_match(value=1):\n    match value:\n        case 1:\n"
        "            time.sleep(1)\n        case _:\n            assert False\n",
        marks=needs_python((3, 10)),
    ),
    "except star": pytest.param(
        "def test_groups():\n    try:\n        time.sleep(1)\n"
        "    except* ValueError:\n        pass\n",
        marks=needs_python((3, 11)),
    ),
    "type parameters": pytest.param(
        "type Pair[T] = tuple[T, T]\n\n\nclass TestBox[T]:\n"
        "    def test_holds[U: int](self, value: U = 1) -> None:\n"
        "        time.sleep(1)\n        assert value\n\n\n"
        "def test_generic[*Ts, **P](value: int = 1):\n    time.sleep(1)\n    assert value\n",
        marks=needs_python((3, 12)),
    ),
    "nested f-strings": pytest.param(
        "def test_fstrings(names=('a',)):\n    time.sleep(1)\n"
        "    assert f\"{f\"{f\"{names[0]}\"}\"}\" == 'a'\n"
        "    assert f\"{'\\n'.join(names)}\" == f'{\n        names[0]  # a comment\n    }'\n",
        marks=needs_python((3, 12)),
    ),
    "type parameter defaults": pytest.param(
        "class TestBox[T = int]:\n    def test_default(self):\n        time.sleep(1)\n",
        marks=needs_python((3, 13)),
    ),
}


@pytest.mark.unit
@pytest.mark.parametrize("body", SYNTAX.values(), ids=SYNTAX.keys())
def test_recent_syntax(body, tmp_path):
    source = "import time\n\n\n" + body
    sleeps = [n for n, line in enumerate(source.splitlines(), 1) if "time.sleep(" in line]

    reports = lint(source, tmp_path / "tests" / "test_syntax.py", tree=ast.parse(source))

    assert (errors(reports), lines_of(reports, "TA101")) == ([], sleeps)
