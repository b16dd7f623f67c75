"""A unit test that reaches an integration mechanism.

## What it flags
A test whose category is `unit` that starts something real: a database
connection, a socket, a child process, a server, an HTTP request. Only the
primitives are listed (`sqlite3.connect`, the `socket` constructors,
`subprocess.Popen` / `run` / `call` / `check_call` / `check_output` /
`getoutput` / `getstatusoutput`, `os.system` / `popen` / `spawn*` / `exec*` /
`fork` / `posix_spawn*`, `multiprocessing.Process` / `Pool`,
`concurrent.futures.ProcessPoolExecutor`, `http.server`, `socketserver`,
`xmlrpc.server` and `wsgiref` servers, `urllib.request.urlopen`,
`http.client` connections, the `smtplib`, `ftplib`, `poplib` and `imaplib`
clients, `asyncio` connections, servers and subprocesses); the way from the
test to them is found by reading the code:

- the test body, its class's setup hooks, and the fixtures it requests
  (parameters, `usefixtures`, autouse fixtures; defined in the class, the
  module, the `conftest.py` files above it and their `pytest_plugins`),
  fixtures requesting fixtures included;
- into the helpers, classes and methods they call, in the same module or in
  the project's own modules (found in its package roots: the root, `src/`
  and the folders its packaging configuration declares; read from disk,
  never imported): functions, constructors,
  `self.`/`cls.`/`super()` methods through base classes, and methods of
  objects built from project classes in the same function or on `self`;
- a project class built on a primitive (`class Server(socketserver.TCPServer)`)
  reaches it when constructed.

The message names the way: `unit test test_saves reaches sqlite3.connect
via make_store() -> Store() -> open_db()`. A primitive the test (or a
fixture or hook on the way) patches or monkeypatches, by its name or the
name of a helper on the way, is not reached. Installed libraries are not
followed (add their entry points as primitives), and a call that cannot be
resolved is not a finding. The search stops at 400 functions per test.

## Why it is bad
The line between unit and integration is the mechanism, not the speed: a
unit test that opens a real database or spawns a process depends on the
machine it runs on, runs slower as the helper grows, and fails for reasons
its name does not mention. Such tests usually slip in through a helper or a
fixture several calls away, where review does not look.

## Example
```python
# file: pyproject.toml
[tool.pytest.ini_options]
markers = ["unit", "integration", "external_infra"]
# file: tests/test_example.py
import sqlite3

import pytest


def open_db():
    return sqlite3.connect("orders.db")


def make_store():
    return {"db": open_db()}


@pytest.mark.unit
def test_new_store_is_empty():
    store = make_store()
    assert store["db"].execute("select count(*) from orders").fetchone() == (0,)
```

## Use instead
```python
import pytest


def make_store():
    return {"orders": []}


@pytest.mark.unit
def test_new_store_is_empty():
    assert make_store()["orders"] == []
```

Or keep the real database and mark the test `integration`.

## Options
`--testarch-integration-primitives`: comma-separated globs of dotted names
added to the primitives, matched against calls as resolved through imports,
e.g. `psycopg.connect,redis.Redis,requests.*,myapp.create_app`.
`--testarch-unit-category`: the category checked (default `unit`).
"""

from __future__ import annotations

from flake8_testarch.core.rule import Hit, Rule, RuleOption
from flake8_testarch.core.settings import parse_dotted_globs
from flake8_testarch.rules.categories._categories import (
    categories,
    check_categories,
    declared,
    inventory,
)
from flake8_testarch.suite.reach import reach

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: give the test an in-memory fake, or mark it integration"

RULE = Rule(
    code="TA203",
    name="unit-test-reaches-integration",
    summary="a unit test that reaches a database, socket, process or server, "
    "directly or through helpers and fixtures",
    message="unit test {test} reaches {primitive} {via}; give it an in-memory fake, or mark "
    "it integration if the real mechanism is the point",
    options=(
        RuleOption(
            flag="--testarch-integration-primitives",
            help="Comma-separated globs of dotted names that TA203 treats as integration "
            "mechanisms, added to the defaults (e.g. 'psycopg.connect,requests.*').",
            default=None,
            parse=parse_dotted_globs,
            comma_separated=True,
        ),
    ),
)


def check_options(values) -> None:
    unit = values.get("testarch_unit_category")
    check_categories(values, "--testarch-unit-category", [unit], "TA203")


def visit_Module(node, ctx):
    unit = ctx.settings.values.get("testarch_unit_category") or "unit"
    names = categories(ctx)
    if not names:
        return  # the project declares no categories
    entries = [
        entry for entry in inventory(ctx)
        if any(marks & names == {unit} for marks in entry.case_marks())
    ]
    if not entries:
        return
    extra = tuple(ctx.settings.values.get("testarch_integration_primitives") or ())
    for entry in entries:
        found = reach(entry, ctx.module, ctx.filename, extra)
        if found is not None:
            primitive, chain = found
            via = f"via {' -> '.join(chain)}" if chain else "directly"
            yield Hit(entry.function, {"test": entry.function.name, "primitive": primitive,
                                       "via": via})


# Dormant until the project declares its categories.
applies_to = declared
