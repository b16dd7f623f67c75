"""Records kept for pytest's report (TA502): a module-level container that
the file reads only in pytest's hook functions (``STORAGE_INFO = {}``,
filled by an autouse fixture, read by ``pytest_benchmark_generate_json``).
What a fixture writes there reaches the run's report, never a test, and
what it reads only to write there prepares nothing a test starts from."""

from __future__ import annotations

import ast

from flake8_testarch.rules.setup._hooks import reading_call

_CONTAINERS = (ast.Dict, ast.List, ast.Set)
_RECORDS = "TA502 records for the report"  # ctx.scratch key


def report_records(ctx) -> frozenset[str]:
    """The module-level containers of the file that only pytest's hooks
    read; elsewhere the file only writes items or attributes of them."""
    found = ctx.scratch.get(_RECORDS)
    if found is None:
        found = ctx.scratch[_RECORDS] = _read_records(ctx.tree)
    return found


def _read_records(tree: ast.Module) -> frozenset[str]:
    candidates = {
        statement.targets[0].id
        for statement in tree.body
        if type(statement) is ast.Assign and len(statement.targets) == 1
        and type(statement.targets[0]) is ast.Name
        and type(statement.value) in _CONTAINERS
    }
    if not candidates or not any(_is_hook(statement) for statement in tree.body):
        return frozenset()
    written, loads = set(), []
    for statement in tree.body:
        if _is_hook(statement):
            continue
        for node in ast.walk(statement):
            if (
                type(node) in (ast.Subscript, ast.Attribute) and type(node.ctx) is ast.Store
                and type(node.value) is ast.Name
            ):
                written.add(id(node.value))
            elif type(node) is ast.Name and type(node.ctx) is ast.Load and node.id in candidates:
                loads.append(node)
            elif type(node) in (ast.Global, ast.Nonlocal):
                candidates.difference_update(node.names)
    read_elsewhere = {node.id for node in loads if id(node) not in written}
    return frozenset(candidates - read_elsewhere)


def _is_hook(statement: ast.stmt) -> bool:
    return (
        type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
        and statement.name.startswith("pytest_")
    )


def records_only(statement: ast.stmt, records: frozenset[str]) -> bool:
    """An assignment whose every target is an item or attribute of a
    record for the report (``STORAGE_INFO["redis"] = info``)."""
    if type(statement) is not ast.Assign or not records:
        return False
    return all(_recorded_target(target, records) for target in statement.targets)


def _recorded_target(target: ast.AST, records: frozenset[str]) -> bool:
    while type(target) in (ast.Subscript, ast.Attribute):
        target = target.value
    return type(target) is ast.Name and target.id in records


def read_for_the_record(name: str, statements, records: frozenset[str]) -> bool:
    """Whether every use of a local name in the fixture's statements is
    inside the value of a write to a record for the report (``info =
    client.info()``, then ``STORAGE_INFO["redis"] = info``)."""
    if not records:
        return False
    recorded, every = set(), 0
    for statement in statements:
        for node in ast.walk(statement):
            if records_only(node, records):
                recorded.update(
                    id(inner) for inner in ast.walk(node.value)
                    if type(inner) is ast.Name and inner.id == name
                )
            if type(node) is ast.Name and node.id == name and type(node.ctx) is ast.Load:
                every += 1
    return every > 0 and len(recorded) == every


def formats_only(value: ast.AST, local_names: set[str]) -> bool:
    """Whether a value written to a record only reshapes data the fixture
    already holds: every call in it is made on a local name or a
    comprehension's variable (``v.decode()``, ``info.items()``), or reads
    by its name (``isinstance``, ``dict``, see ``reading_call``)."""
    names = set(local_names)
    for node in ast.walk(value):
        if type(node) is ast.comprehension:
            names.update(inner.id for inner in ast.walk(node.target) if type(inner) is ast.Name)
    for node in ast.walk(value):
        if type(node) is ast.Await:
            return False
        if type(node) is ast.Call and not (reading_call(node) or _root(node.func) in names):
            return False
    return True


def _root(func: ast.AST) -> str | None:
    if type(func) is not ast.Attribute:
        return None
    base = func.value
    while type(base) in (ast.Attribute, ast.Subscript):
        base = base.value
    return base.id if type(base) is ast.Name else None
