"""A mock of the code the test file exists to test.

## What it flags
A patch in a test file that replaces a function or class that the file's
*subject* defines, or a method or attribute written in such a class (or in
a base class of the same module). The subject is the module the file is
named after: `tests/test_billing.py` (or `billing_test.py`) tests
`billing` (or the private `_billing`), found

1. among the file's own imports (`from shop import billing`,
   `import shop.billing`, `from shop.billing import charge`), else
2. among the project's modules of that name outside test folders
   (`billing.py`, `src/shop/billing.py`, `shop/billing/__init__.py`).

When several match, the subject is the one inside the package that holds
the tests folder (`trio/_core/_tests/test_run.py` -> `trio/_core/_run.py`),
then the one whose folders mirror the test's folders
(`testing/code/test_source.py` -> `_pytest/_code/source.py`), then the
shallower one; a remaining tie means no subject.

The patches read are those of TA603: `patch("shop.billing.charge")`,
`patch.object(billing, "charge")`, `patch.object(Invoice, "total")`,
`patch.object(invoice, "total")` where `invoice = Invoice(...)` in the same
function, `patch.multiple`, `mocker.patch...` and `monkeypatch.setattr` in
both forms.

Not reported:

- a name the subject only imports (`from shop.gateway import charge` in
  `billing.py`): replacing a collaborator where the subject looks it up is
  how a test isolates its subject;
- module-level data of the subject (`TAX_RATE = 0.2`, `logger = ...`):
  patching a setting configures the subject, it does not replace it;
- a member the subject's class inherits from elsewhere (a test feeding
  `InteractiveConsole.raw_input` replaces the console's input, a seam);
- a spy that still runs the original: `wraps=`, or a wrapper function or
  class whose code calls the original (`original = Invoice.total` ...
  `return original(self)`);
- `conftest.py`, and test files whose subject cannot be found.

## Why it is bad
A test that replaces part of its own subject tests a different program:
the real `charge()` can be broken and the test stays green, because it
only checks that the rest of `billing` calls the mock. Mock the edges the
subject talks to (gateways, clocks, the file system), keep the subject
real, and give it a seam (a parameter, an injected collaborator) where a
test needs to steer it.

## Example
```python
# file: billing.py
from gateway import send


def charge(amount):
    return send(amount)


def refund(amount):
    return charge(-amount)


# file: tests/test_billing.py
from unittest.mock import patch

import billing


def test_refund_charges_a_negative_amount():
    with patch("billing.charge", autospec=True) as charge:
        billing.refund(10)
    charge.assert_called_once_with(-10)
```

## Use instead
Patch what the subject imports, where it looks it up:

```python
# file: billing.py
from gateway import send


def charge(amount):
    return send(amount)


def refund(amount):
    return charge(-amount)


# file: tests/test_billing.py
from unittest.mock import patch

import billing


def test_refund_sends_a_negative_amount():
    with patch("billing.send", autospec=True) as send:
        billing.refund(10)
    send.assert_called_once_with(-10)
```

## Options
None. The rule is off by default: select it with `extend-select = TA604`.
"""

from __future__ import annotations

import ast
import os
from typing import NamedTuple

from flake8_testarch.project import modules as project
from flake8_testarch.project.files import python_files
from flake8_testarch.syntax import dotted_name, walk_scope
from flake8_testarch.core.rule import Hit, Rule, calls_named
from flake8_testarch.rules.mocking._mocks import (
    argument,
    patch_call,
    patched_targets,
    split_module,
)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: run the subject for real and mock its collaborators"

RULE = Rule(
    code="TA604",
    name="mock-of-subject-under-test",
    summary="a mock of a function or class the module under test defines",
    message=(
        "{call}() replaces {target}, which {subject} defines, and {subject} is what this file "
        "tests; keep the subject real and mock what it imports"
    ),
    default=False,
)

_CANDIDATES = frozenset({"patch", "object", "multiple", "setattr"})
_TEST_FOLDERS = frozenset({"test", "tests", "testing"})
_SKIPPED_FOLDERS = frozenset(
    {"site-packages", "dist-packages", "venv", "build", "dist", "node_modules", "docs", "doc",
     "examples", "benchmarks", "__pycache__"}
)


@calls_named(_CANDIDATES)
def visit_Call(node: ast.Call, ctx):
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    return _check(node, ctx) if name in _CANDIDATES else ()


def _check(node: ast.Call, ctx):
    func = node.func
    member = patch_call(node, ctx)
    if member is None or member == "patch.dict":
        return
    subject = _subject(ctx)
    if subject is None:
        return
    subject_file, dotted = subject
    for target in patched_targets(node, member, ctx):
        path = _subject_path(target, subject_file, dotted, ctx.filename)
        if path is None or not _defined_by(subject_file, path):
            continue
        if argument(node, None, "wraps") is None and not _delegates(
            _replacement(node, member), target.rsplit(".", 1)[-1], ctx
        ):
            yield Hit(node, {"call": dotted_name(func) or member, "target": target,
                             "subject": dotted})
            return


def _replacement(node: ast.Call, member: str) -> ast.AST | None:
    """What a patch puts in place of the original: ``new``, or the value of
    ``monkeypatch.setattr``; None for a plain MagicMock."""
    if member == "patch":
        return argument(node, 1, "new")
    if member == "patch.object":
        return argument(node, 2, "new")
    if member == "setattr":
        string_form = len(node.args) == 2 and not any(k.arg == "value" for k in node.keywords)
        return argument(node, 1 if string_form else 2, "value")
    return None


def _delegates(replacement: ast.AST | None, attribute: str, ctx) -> bool:
    """Whether the replacement runs the original: a wrapper (a function, lambda
    or class, possibly built by a local factory) whose code refers to the
    patched name or to a local saved from it (``original = LogXML.node_reporter``)."""
    if replacement is None:
        return False
    originals = {attribute} | _saved_originals(attribute, ctx)
    for source in _definitions(replacement, ctx, depth=0):
        for child in ast.walk(source):
            if isinstance(child, ast.Name) and child.id in originals:
                return True
            if isinstance(child, ast.Attribute) and child.attr == attribute:
                return True
    return False


def _saved_originals(attribute: str, ctx) -> set[str]:
    """Locals of the enclosing functions bound to ``<something>.<attribute>``."""
    saved = set()
    for scope in ctx.scopes:
        if not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        saved.update(_saved_by_attribute(scope, ctx).get(attribute, ()))
    return saved


def _saved_by_attribute(function: ast.AST, ctx) -> dict[str, set[str]]:
    """A function's ``name = <something>.<attribute>`` locals by attribute, read
    in one walk of the function (a patch per statement would otherwise read
    the whole function again for each)."""
    known = ctx.scratch.setdefault(f"{RULE.code}.saved", {})
    found = known.get(function)
    if found is None:
        found = known[function] = {}
        for child in walk_scope(function):
            if isinstance(child, ast.Assign) and isinstance(child.value, ast.Attribute):
                found.setdefault(child.value.attr, set()).update(
                    t.id for t in child.targets if isinstance(t, ast.Name)
                )
    return found


def _definitions(expression: ast.AST, ctx, depth: int) -> list[ast.AST]:
    """The code a replacement expression stands for: a lambda itself; the local
    or module-level function or class a name refers to (or the value assigned
    to it); what a called factory (``make_spy()``, ``self.spy_factory()``) is."""
    if depth > 3:
        return []
    if isinstance(expression, ast.Lambda):
        return [expression]
    if isinstance(expression, ast.Call):
        return _definitions(expression.func, ctx, depth + 1)
    if isinstance(expression, ast.Name):
        _owner, bindings = ctx.semantic.binding_scope(expression.id, ctx.scope)
        for binding in bindings:
            if binding.kind == "definition":
                return [binding.value]
            if binding.kind in ("value", "augmented") and binding.value is not None:
                return _definitions(binding.value, ctx, depth + 1)
        return []
    if (
        isinstance(expression, ast.Attribute)
        and isinstance(expression.value, ast.Name)
        and expression.value.id in ("self", "cls")
    ):
        for scope in reversed(ctx.scopes):
            if isinstance(scope, ast.ClassDef):
                return [
                    statement for statement in scope.body
                    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef))
                    and statement.name == expression.attr
                ]
    return []


def _subject_path(target: str, subject_file: str, dotted: str, importer: str) -> list[str] | None:
    """The names a target reaches inside the subject (``shop.billing.Invoice.total``
    -> ``['Invoice', 'total']``), or None when the target is outside the subject."""
    if target.startswith(dotted + "."):
        return target[len(dotted) + 1:].split(".")
    found = split_module(target, importer)
    if found is not None and os.path.abspath(found[0]) == subject_file:
        return found[2]
    return None


def _defined_by(subject_file: str, path: list[str]) -> bool:
    """Whether the subject's own code defines what the path names: a top-level
    function or class, or a member of such a class written in the class or in a
    base class of the same module (not one inherited from elsewhere, such as
    ``InteractiveConsole.raw_input``)."""
    definitions = _read_definitions(subject_file)
    if not definitions or path[0] not in definitions:
        return False
    if len(path) == 1:
        return True
    cls = definitions[path[0]]
    return cls is not None and _has_member(definitions, cls, path[1], 0)


def _has_member(definitions, cls: _ClassMembers, name: str, depth: int) -> bool:
    if name in cls.members:
        return True
    if depth > 5:
        return False
    for base in cls.bases:
        parent = definitions.get(base)
        if parent is not None and parent is not cls:
            if _has_member(definitions, parent, name, depth + 1):
                return True
    return False


class _ClassMembers(NamedTuple):
    """A class of the subject: the names its body defines or assigns, and
    the bases written as plain names (those the same module may define)."""

    members: frozenset[str]
    bases: tuple[str, ...]


def _top_level_facts(view: project.ModuleView) -> dict[str, _ClassMembers | None]:
    """The subject's top-level functions (None) and classes by name, the last
    one winning: what is kept of the subject instead of its tree."""
    return {
        name: _class_members(definition) if isinstance(definition, ast.ClassDef) else None
        for name, definition in view.definitions().items()
        if definition is not None
    }


def _class_members(cls: ast.ClassDef) -> _ClassMembers:
    members = set()
    for statement in cls.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            members.add(statement.name)
        elif isinstance(statement, (ast.Assign, ast.AnnAssign)):
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            members.update(t.id for t in targets if isinstance(t, ast.Name))
    bases = tuple(base.id for base in cls.bases if isinstance(base, ast.Name))
    return _ClassMembers(frozenset(members), bases)


_read_definitions = project.reduced_reader(_top_level_facts, maxsize=1024)


def _subject(ctx) -> tuple[str, str] | None:
    """The file of the module the linted test file is named after, and its
    dotted name (memoized per file). The module is read only when a patch
    reaches into it."""
    memo = ctx.scratch.get(RULE.code, ())
    if memo == ():
        memo = ctx.scratch[RULE.code] = _find_subject(ctx)
    return memo


def _subject_name(filename: str) -> str | None:
    stem = os.path.splitext(os.path.basename(filename))[0]
    if stem.startswith("test_"):
        name = stem[len("test_"):]
    elif stem.endswith("_test"):
        name = stem[: -len("_test")]
    else:
        return None
    return name if name.isidentifier() else None


def _find_subject(ctx) -> tuple[str, str] | None:
    name = _subject_name(ctx.filename)
    if name is None:
        return None
    test_file = os.path.abspath(ctx.filename)
    root = project.project_root(os.path.dirname(test_file))
    if root == os.path.dirname(test_file) and _is_test_folder(os.path.basename(root)):
        # No project marker above the tests folder: its parent is the project.
        root = os.path.dirname(root)
    names = (name, f"_{name}")
    imported = {
        os.path.abspath(found)
        for dotted in _imported_modules(ctx.tree)
        if dotted.rsplit(".", 1)[-1] in names
        for found in [project.find_module(dotted, test_file)]
        if found is not None and _is_subject_file(found, root, test_file)
    }
    index = _modules_by_name(root)
    candidates = imported or {
        found for each in names for found in index.get(each, ()) if found != test_file
    }
    path = _best_candidate(candidates, test_file, root)
    return (os.path.abspath(path), _dotted_name_of(path)) if path is not None else None


def _best_candidate(candidates, test_file: str, root: str) -> str | None:
    """The candidate module that is the subject: inside the package that holds
    the tests folder, if it is in one (``trio/_core/_tests/test_run.py`` tests
    something in ``trio/_core``); then the one whose folders best mirror the
    test's folders below its tests folder (``testing/code/test_code.py`` ->
    ``_pytest/_code/code.py``); then the shallower; None if still tied."""
    folders = os.path.relpath(os.path.dirname(test_file), root).split(os.sep)
    below = [i for i, part in enumerate(folders) if _is_test_folder(part)]
    mirrored = set(folders[below[-1] + 1:]) if below else set()
    if below:
        home = os.path.join(root, *folders[: below[-1]])
        if os.path.isfile(os.path.join(home, "__init__.py")):
            candidates = [path for path in candidates if path.startswith(home + os.sep)]
    if len(candidates) <= 1:
        return next(iter(candidates), None)

    def score(path):
        inner = os.path.relpath(os.path.dirname(path), root).split(os.sep)
        return (len(mirrored.intersection(inner)), -len(inner))

    ranked = sorted(candidates, key=score, reverse=True)
    return ranked[0] if score(ranked[0]) != score(ranked[1]) else None


def _is_test_folder(name: str) -> bool:
    return name in _TEST_FOLDERS or name.startswith("test") or name.endswith(("_tests", "_test"))


def _dotted_name_of(path: str) -> str:
    """``src/shop/billing.py`` -> ``shop.billing``: the packages above a module,
    up to the first folder that is not a package."""
    folder, file = os.path.split(os.path.abspath(path))
    parts = [] if file == "__init__.py" else [file[:-3]]
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        folder, package = os.path.split(folder)
        parts.append(package)
    return ".".join(reversed(parts)) if parts else os.path.basename(folder)


def _imported_modules(tree: ast.Module):
    """Dotted names of the modules a file imports, or may import (``from a import
    b`` gives ``a.b`` and ``a``), at module level (in ``if``/``try`` blocks too)."""
    stack = list(tree.body)
    while stack:
        statement = stack.pop()
        if isinstance(statement, ast.Import):
            for alias in statement.names:
                yield alias.name
        elif isinstance(statement, ast.ImportFrom):
            base = "." * statement.level + (statement.module or "")
            for alias in statement.names:
                separator = "" if base.endswith(".") or not base else "."
                yield f"{base}{separator}{alias.name}"
            if statement.module:
                yield base
        elif isinstance(statement, (ast.If, ast.Try)):
            for field in ("body", "orelse", "finalbody", "handlers"):
                for child in getattr(statement, field, ()):
                    stack.extend(child.body if isinstance(child, ast.ExceptHandler) else [child])


def _is_subject_file(path: str, root: str, test_file: str) -> bool:
    path = os.path.abspath(path)
    if path == test_file or not project.in_project(path, root):
        return False
    inner = os.path.relpath(path, root).split(os.sep)[:-1]
    return not any(_is_test_folder(part) for part in inner)


def _modules_by_name(root: str) -> dict[str, tuple[str, ...]]:
    """Every module of the project outside test, docs and build folders, by its
    name (``billing`` for billing.py and billing/__init__.py); one walk per root."""
    memo = project.project_for(root, is_root=True).memo
    if "TA604.modules" not in memo:
        memo["TA604.modules"] = _walk_modules(root)
    return memo["TA604.modules"]


def _walk_modules(root: str) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}

    def descend(_path: str, name: str) -> bool:
        return name not in _SKIPPED_FOLDERS and not _is_test_folder(name)

    for entry in python_files(root, descend):
        folder, file = os.path.split(entry.path)
        if file == "__init__.py":
            if folder != root:
                found.setdefault(os.path.basename(folder), []).append(entry.path)
        else:
            found.setdefault(file[:-3], []).append(entry.path)
    return {name: tuple(paths) for name, paths in found.items()}
