"""A legacy test suite written for the adoption tests: 150 test files, no categories.

``write_suite(root)`` writes a small project (the ``shop`` package) and its
``tests/`` folder: pure unit tests, tests that reach sqlite (through a
helper class or a conftest fixture), a socket pair or a child process,
spec-less patches, environment writes, sleeps and hard-coded temporary
paths, in six folders of 25 files. Every test's right category is known
(``Suite.expected``), so what ``categorize`` decides can be checked whole.
The code is plain, pycodestyle- and pyflakes-clean, and its tests pass.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

PACKAGE = {
    "shop/__init__.py": "",
    "shop/calc.py": (
        "def add(a, b):\n    return a + b\n\n\n"
        "def label(name):\n    return f\"<{name}>\"\n"
    ),
    "shop/store.py": (
        "import sqlite3\n\n\n"
        "def open_store(path):\n    return sqlite3.connect(path)\n\n\n"
        "class Store:\n"
        "    def __init__(self, path):\n        self.connection = open_store(path)\n\n"
        "    def count(self):\n"
        "        return self.connection.execute(\"select 1\").fetchone()[0]\n"
    ),
    "shop/config.py": (
        "import os\n\n\n"
        "def mode():\n    return os.environ.get(\"SHOP_MODE\", \"default\")\n"
    ),
    "shop/jobs.py": (
        "import subprocess\nimport sys\n\n\n"
        "def run_python(code):\n"
        "    return subprocess.run([sys.executable, \"-c\", code], check=True, timeout=60)\n"
    ),
}

STORAGE_CONFTEST = (
    "import sqlite3\n\nimport pytest\n\n\n"
    "@pytest.fixture\ndef db():\n"
    "    connection = sqlite3.connect(\":memory:\")\n"
    "    yield connection\n"
    "    connection.close()\n"
)


class Template(NamedTuple):
    imports: tuple[str, ...]
    code: str  # a top-level test function or class; {n} makes its names unique
    expected: dict[str, str]  # test (Class::test or test, {n} unformatted) -> category


UNIT, INTEGRATION = "unit", "integration"
PURE = Template(
    ("from shop import calc",),
    "def test_add_{n}():\n    assert calc.add({n}, 2) == {n} + 2\n",
    {"test_add_{n}": UNIT},
)
LABEL = Template(
    ("from shop import calc",),
    "def test_label_{n}():\n    assert calc.label(\"a{n}\") == \"<a{n}>\"\n",
    {"test_label_{n}": UNIT},
)
UNITTEST = Template(
    ("import unittest", "from shop import calc"),
    "class TestTotals{n}(unittest.TestCase):\n"
    "    def test_total(self):\n        self.assertEqual(calc.add(2, {n}), 2 + {n})\n",
    {"TestTotals{n}::test_total": UNIT},
)
STORE = Template(
    ("from shop.store import Store",),
    "def test_store_counts_{n}():\n    store = Store(\":memory:\")\n"
    "    assert store.count() == 1\n",
    {"test_store_counts_{n}": INTEGRATION},
)
DB_FIXTURE = Template(
    (),
    "def test_db_answers_{n}(db):\n"
    "    assert db.execute(\"select {n}\").fetchone() == ({n},)\n",
    {"test_db_answers_{n}": INTEGRATION},
)
SOCKET = Template(
    ("import socket",),
    "def test_socket_pair_{n}():\n    left, right = socket.socketpair()\n"
    "    with left, right:\n        left.sendall(b\"x\")\n"
    "        assert right.recv(1) == b\"x\"\n",
    {"test_socket_pair_{n}": INTEGRATION},
)
PROCESS = Template(
    ("from shop import jobs",),
    "def test_job_runs_{n}():\n    assert jobs.run_python(\"pass\").returncode == 0\n",
    {"test_job_runs_{n}": INTEGRATION},
)
MIXED_CLASS = Template(
    ("from shop import calc", "from shop.store import open_store"),
    "class TestLedger{n}:\n"
    "    def test_sum(self):\n        assert calc.add(1, {n}) == 1 + {n}\n\n"
    "    def test_persists(self):\n        connection = open_store(\":memory:\")\n"
    "        assert connection.execute(\"select 1\").fetchone() == (1,)\n",
    {"TestLedger{n}::test_sum": UNIT, "TestLedger{n}::test_persists": INTEGRATION},
)
PATCH = Template(
    ("from unittest.mock import patch", "from shop import calc"),
    "def test_patched_add_{n}():\n    with patch(\"shop.calc.add\") as add:\n"
    "        add.return_value = {n}\n        assert calc.add(1, 2) == {n}\n",
    {"test_patched_add_{n}": UNIT},
)
PATCH_DECORATOR = Template(
    ("from unittest import mock", "from shop import calc"),
    "@mock.patch(\"shop.calc.label\")\ndef test_patched_label_{n}(label):\n"
    "    label.return_value = \"x{n}\"\n    assert calc.label(\"a\") == \"x{n}\"\n",
    {"test_patched_label_{n}": UNIT},
)
ENV = Template(
    ("import os", "from shop import config"),
    "def test_mode_is_read_{n}():\n    os.environ[\"SHOP_MODE\"] = \"fast{n}\"\n"
    "    assert config.mode() == \"fast{n}\"\n",
    {"test_mode_is_read_{n}": UNIT},
)
TEMP_PATH = Template(
    ("import os",),
    "def test_report_is_written_{n}():\n"
    "    with open(\"/tmp/shop_report_{n}.txt\", \"w\") as handle:\n"
    "        handle.write(\"total\")\n"
    "    assert os.path.getsize(\"/tmp/shop_report_{n}.txt\") == 5\n",
    {"test_report_is_written_{n}": UNIT},
)
SLEEP = Template(
    ("import time", "from shop import calc"),
    "def test_settles_{n}():\n    time.sleep(0.01)\n    assert calc.add({n}, 0) == {n}\n",
    {"test_settles_{n}": UNIT},
)

# Each folder's files cycle through these lists of templates.
FOLDERS = {
    "pure": [[PURE, LABEL], [PURE, UNITTEST], [LABEL, UNITTEST, PURE]],
    "storage": [[STORE, DB_FIXTURE], [DB_FIXTURE], [STORE]],
    "mixed": [[PURE, SOCKET], [MIXED_CLASS], [LABEL, PROCESS, PURE], [PURE, STORE]],
    "mocking": [[PATCH, PURE], [PATCH_DECORATOR], [PATCH, PATCH_DECORATOR, LABEL]],
    "environment": [[ENV, PURE], [TEMP_PATH], [ENV, TEMP_PATH, LABEL]],
    "timing": [[SLEEP, PURE], [SLEEP, SOCKET], [SLEEP]],
}
FILES_PER_FOLDER = 25
SETUP_CFG = (
    "[flake8]\nselect = E,W,F,TA\nmax-line-length = 100\n\n"
    "[tool:pytest]\ntestpaths = tests\n"
)
_STANDARD = ("import os", "import socket", "import time", "import unittest")


class Suite(NamedTuple):
    root: Path
    files: list[Path]
    expected: dict[str, str]  # "tests/<folder>/<file>::<test>" -> category


def write_suite(root: Path) -> Suite:
    for relative, text in PACKAGE.items():
        _write(root / relative, text)
    _write(root / "setup.cfg", SETUP_CFG)
    _write(root / "tests" / "storage" / "conftest.py", STORAGE_CONFTEST)
    files, expected, n = [], {}, 0
    for folder, mixes in FOLDERS.items():
        for index in range(FILES_PER_FOLDER):
            templates = mixes[index % len(mixes)]
            relative = f"tests/{folder}/test_{folder}_{index:02d}.py"
            parts = []
            for template in templates:
                n += 1
                parts.append(template.code.format(n=n))
                for test, category in template.expected.items():
                    expected[f"{relative}::{test.format(n=n)}"] = category
            _write(root / relative, _module(templates, parts))
            files.append(root / relative)
    return Suite(root, files, expected)


def _module(templates: list[Template], parts: list[str]) -> str:
    imports = sorted({line for template in templates for line in template.imports})
    standard = [line for line in imports if line in _STANDARD or line.startswith("from unittest")]
    project = [line for line in imports if line not in standard]
    header = "\n\n".join("\n".join(group) for group in (standard, project) if group)
    body = "\n\n".join(parts)
    return f"{header}\n\n\n{body}" if header else body


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
