"""Large generated inputs for the cost tests: a project whose test file holds
either one very long test or thousands of small ones.

The statements rotate through the shapes the rules read (mocks and patches,
environment and global-state writes, swallowed failures, sleeps and waits,
sockets and subprocesses, temp paths, early returns, platform skips, clock
reads, literal and identity comparisons, branches and loops), so that every
rule has work on every stretch of the file. The code is never run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from tests.flake8_runner import write_files

TEST_FILE = "tests/test_billing.py"

HEADER = '''\
import contextlib
import locale
import logging
import os
import queue
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from unittest import mock
from unittest.mock import MagicMock, Mock, patch

import pytest
import requests

from shop import billing
from shop.orders import Order

try:
    import numpy
    HAS_FEATURE = True
except ImportError:
    HAS_FEATURE = False

pool = ThreadPoolExecutor()
API = "https://api.example.test/v1/orders"


class Handle:
    def __init__(self, name):
        self.name = name


def work():
    return billing.charge(1)


def done():
    return billing.DEBUG


@pytest.fixture
def client():
    return MagicMock()


@pytest.fixture(autouse=True)
def reset_billing(monkeypatch):
    monkeypatch.setattr(billing, "RATE", 2)
    billing.DEBUG = False
    yield
    billing.DEBUG = True

'''

# The project around the test file: the subject (TA604), a wide class and
# its builder (TA901, TA902), a conftest with a fixture.
PROJECT = {
    "pyproject.toml": '[project]\nname = "shop"\n\n[tool.pytest.ini_options]\n'
    'testpaths = ["tests"]\nmarkers = ["unit", "integration", "external_infra"]\n',
    "shop/__init__.py": "",
    "shop/billing.py": "RATE = 1\nDEBUG = False\n\n\ndef charge(amount):\n"
    "    return amount * RATE\n\n\nclass Invoice:\n    def total(self):\n        return 0\n",
    "shop/orders.py": "class Order:\n    def __init__(self, order_id, customer, items, currency):\n"
    "        self.order_id = order_id\n",
    "tests/__init__.py": "",
    "tests/builders.py": "from shop.orders import Order\n\n\nclass OrderBuilder:\n"
    "    def build(self):\n        return Order(1, 2, 3, 4)\n",
    "tests/conftest.py": "import pytest\n\n\n@pytest.fixture\ndef server():\n"
    "    return object()\n",
}


# Each shape gives the statements of one turn of the rotation, numbered by
# ``i``; a statement may be compound (its lines indented by four spaces).
Shape = Callable[[int], list[str]]
SHAPES: tuple[Shape, ...] = (
    lambda i: [f"m{i} = MagicMock()", f"m{i}.send.assert_called_once()"],
    lambda i: [f'with mock.patch("shop.billing.charge") as p{i}:\n    p{i}.return_value = {i}'],
    lambda i: [f'with patch.object(billing, "charge"):\n    billing.charge({i})'],
    lambda i: [f'os.environ["VAR_{i}"] = "1"', f'os.environ.pop("VAR_{i}")'],
    lambda i: [f'try:\n    os.environ["A{i}"] = "1"\nfinally:\n    del os.environ["A{i}"]'],
    lambda i: [f'monkeypatch.setenv("VAR_{i}", "1")', f'monkeypatch.setattr(billing, "RATE", {i})'],
    lambda i: [f"try:\n    v{i} = billing.charge({i})\nexcept Exception:\n    pass"],
    lambda i: ["time.sleep(0.01)", f"assert not flag{i}"],
    lambda i: [
        f"t{i} = threading.Thread(target=work)", f"t{i}.start()", f"t{i}.join()",
    ],
    lambda i: [f"assert v == {i}", "assert 1 == 1", f"assert x{i} is x{i}"],
    lambda i: [f"if v > {i}:\n    v -= 1\nelse:\n    v += 1"],
    lambda i: [f"for k in range({i}):\n    total += k"],
    lambda i: ["while not done():\n    time.sleep(0.1)"],
    lambda i: [f'with open("/tmp/out{i}.txt", "w") as f{i}:\n    f{i}.write("x")'],
    lambda i: [
        f'path{i} = os.path.join(tempfile.gettempdir(), "app.db")', f"open(path{i}).read()",
    ],
    lambda i: [
        f"s{i} = socket.socket()", f's{i}.bind(("127.0.0.1", 0))',
        f"port{i} = s{i}.getsockname()[1]", f"s{i}.close()", f"client.connect(port{i})",
    ],
    lambda i: [
        f'subprocess.run(["echo", "{i}"])', f'proc{i} = subprocess.Popen(["cat"])',
        f"proc{i}.wait()",
    ],
    lambda i: [f"r{i} = requests.get(API)", f"assert r{i}.status_code == 200"],
    lambda i: [
        'client.get("https://api.example.test/v1/orders")', f'tmp_path.joinpath("x{i}")',
    ],
    lambda i: ["if not HAS_FEATURE:\n    return"],
    lambda i: ['if sys.platform == "win32":\n    pytest.skip("windows")'],
    lambda i: [f'sys.path.append("/opt/x{i}")', "os.chdir(str(tmp_path))"],
    lambda i: [f"now{i} = datetime.now()", f"t0_{i} = time.time()"],
    lambda i: [f"o{i} = Order(1, 2, 3, 4)", f"assert Handle({i}) == Handle({i})"],
    lambda i: [
        f"q{i} = queue.Queue()", f"q{i}.get()", f"ev{i} = threading.Event()", f"ev{i}.wait()",
        f"fut{i} = pool.submit(work)", f"fut{i}.result()",
    ],
    lambda i: [f"with pytest.raises(ValueError):\n    billing.charge(-{i})"],
    lambda i: [f"with contextlib.suppress(Exception):\n    billing.charge({i})"],
    lambda i: ['assert "message"', f"m{i}.called_once_with({i})", "assert len(items) >= 0"],
    lambda i: [
        "billing.DEBUG = True", 'setattr(billing, "RATE", 2)',
        'locale.setlocale(locale.LC_ALL, "C")', "logging.disable(logging.CRITICAL)",
    ],
    lambda i: [f"def helper{i}():\n    return billing.charge({i})", f"helper{i}()"],
    lambda i: [f"vals{i} = [x * {i} for x in range(3) if x]"],
    lambda i: [
        f'mocker.patch("shop.billing.charge", return_value={i})',
        f"conn{i} = Mock(status=200)", 'patch("shop.billing.charge", new=Mock()).start()',
    ],
    lambda i: [f"try:\n    assert v{i} == {i}\nexcept AssertionError:\n    pass"],
    lambda i: [f'sys.modules["fake{i}"] = MagicMock()'],
    lambda i: [f'with patch.dict(os.environ, {{"A": "1"}}):\n    os.environ["B{i}"] = "2"'],
    lambda i: [f"invoice{i} = billing.Invoice()", f'patch.object(invoice{i}, "total").start()'],
)
PARAMETERS = "monkeypatch, mocker, tmp_path, client, server"


def statements(count: int, start: int = 0) -> Iterator[str]:
    """``count`` statements, the shapes in turn from turn ``start``."""
    made, turn = 0, start
    while True:
        for statement in SHAPES[turn % len(SHAPES)](turn):
            if made == count:
                return
            yield statement
            made += 1
        turn += 1


def _indented(statement: str, indent: str) -> str:
    return "".join(f"{indent}{line}\n" for line in statement.splitlines())


def one_long_test(count: int) -> str:
    """The file with one test function of ``count`` top-level statements."""
    body = "".join(_indented(statement, "    ") for statement in statements(count))
    test = f"def test_billing_charges_everything({PARAMETERS}):\n"
    return f"{HEADER}\n@pytest.mark.unit\n{test}{body}"


def _small_test(number: int, indent: str, method: bool) -> str:
    """A test of one or two statements; every tenth one also does one of the
    things the rules look for (a patch, an environment write, a sleep...)."""
    inner = indent + "    "
    parameters = "self" if method else ("client" if number % 3 == 0 else "")
    body = f"{inner}result = billing.charge({number})\n"
    if number % 10 == 0:
        body += _indented(next(statements(1, start=number // 10)), inner)
    body += f"{inner}assert result == {number} * billing.RATE\n"
    marks = f"{indent}@pytest.mark.parametrize('value', [1, 2])\n" if number % 50 == 0 else ""
    name = f"test_charge_of_{number}_is_rated"
    if marks:
        parameters = ", ".join(p for p in (parameters, "value") if p)
    return f"{marks}{indent}def {name}({parameters}):\n{body}\n"


def many_small_tests(count: int) -> str:
    """The file with ``count`` small tests: module-level functions, every
    hundredth block of ten in a pytest class or a unittest class with a
    ``setUp``, and a fixture before every thousandth test."""
    parts = [HEADER, "\npytestmark = pytest.mark.unit\n\n"]
    number = 0
    block = 0
    while number < count:
        size = min(10, count - number)
        if number % 1000 == 0:
            parts.append(
                f"\n@pytest.fixture\ndef ledger_{number}(tmp_path):\n"
                f"    return tmp_path / 'ledger_{number}'\n\n"
            )
        tests = range(number, number + size)
        if block % 100 == 50:
            parts.append(f"\nclass TestGroup{block}:\n")
            parts.extend(_small_test(n, "    ", True) for n in tests)
        elif block % 100 == 51:
            parts.append(
                f"\nclass CaseGroup{block}(unittest.TestCase):\n"
                "    def setUp(self):\n        self.client = MagicMock()\n\n"
            )
            parts.extend(_small_test(n, "    ", True) for n in tests)
        else:
            parts.extend(_small_test(n, "", False) for n in tests)
        number += size
        block += 1
    return "".join(parts)


def write_project(root: Path, source: str) -> Path:
    """The project under ``root`` with ``source`` as its test file; returns
    the test file's path."""
    write_files(root, {**PROJECT, TEST_FILE: source})
    return root / TEST_FILE
