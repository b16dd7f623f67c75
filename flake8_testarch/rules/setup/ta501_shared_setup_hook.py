"""A setup hook that arranges state for every test of a class or module.

## What it flags
In test files, the setup hooks that unittest and pytest run before each test
(or once before all of them) without the test asking:

- in a class: unittest's `setUp`, `asyncSetUp`, `setUpClass` and Django's
  `setUpTestData`, pytest's xunit-style `setup_method` and `setup_class`,
  and nose-style `setup` in a class pytest collects;
- at module level: `setUpModule`, `setup_module`, `setup_function`, and
  nose-style `setup()` (with at most one parameter).

The report sits on the hook's `def` line. A hook that does nothing of its
own is not reported: a body made only of a docstring, `pass`, `...`, a call
to the same hook of the base class (`super().setUp()`, `Base.setUp(self)`),
skips (`self.skipTest(...)`, `pytest.skip(...)`, `raise SkipTest`, an `if`
whose branches only skip), cleanup registration (`self.addCleanup(...)`), or
a value saved for the teardown to put back (`self.saved =
Config._save_configuration()`, read only by `tearDown`). Teardown hooks
(`tearDown`, `teardown_method`, ...) are never reported: releasing resources
says nothing about what a test means. A method decorated as a fixture is not a
hook (an autouse fixture is TA502's business), except the autouse fixture
of a class pytest or unittest collects, when it arranges something (or a
base class's that sets attributes of `self` which every test of the class
reads, `self.cart = Cart()` then `self.cart` in each test, or only builds
objects onto `self` that some test reads): that is the class's `setUp` in
pytest's dress, reported here and left alone by TA502.
`conftest.py` holds no tests.

Off by default. Setup hooks are the idiom of most unittest-style suites;
this rule is for a team that has decided setup lives in the test. Turn it on
with `--extend-select TA501` and record the hooks that predate the decision
in a baseline (`flake8-testarch baseline write`), so only new hooks are
reported.

## Why it is bad
A setup hook moves the arrangement out of the test that depends on it: to
understand a test the reader has to find the hook (and its base classes'
hooks), and cannot tell which part of it this test needs. Every test of the
class pays for what the most demanding one needed, and the hook grows until
changing it breaks tests that never cared.

## Example
```python
import unittest


class CartTests(unittest.TestCase):
    def setUp(self):
        self.cart = Cart(currency="EUR")
        self.cart.add(Item("book", price=12))

    def test_total_includes_items(self):
        self.assertEqual(self.cart.total(), 12)

    def test_empty_cart_total_is_zero(self):
        self.assertEqual(Cart(currency="EUR").total(), 0)
```

## Use instead
Arrange in the test, through a helper that takes the values the test cares
about, or a fixture the test requests by name:

```python
import pytest


def cart_with(*items):
    cart = Cart(currency="EUR")
    for item in items:
        cart.add(item)
    return cart


def test_total_includes_items():
    assert cart_with(Item("book", price=12)).total() == 12


@pytest.fixture
def empty_cart():
    return Cart(currency="EUR")


def test_empty_cart_total_is_zero(empty_cart):
    assert empty_cart.total() == 0
```

## Options
None.
"""

from __future__ import annotations

import ast
import os

from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.vocabulary import (
    CLASS_SETUP_HOOKS,
    CLASS_TEARDOWN_HOOKS,
    MODULE_SETUP_HOOKS,
)
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.setup._hooks import (
    delegates,
    is_inert,
    reads_only,
    registers_cleanup,
    skips,
)
from flake8_testarch.rules.setup._arranging import first_arranging
from flake8_testarch.rules.setup._autouse import (
    in_a_skipped_class,
    in_a_test_class,
    is_autouse_fixture,
    sets_what_its_tests_read,
)
from flake8_testarch.rules.validation._statements import last_name, only_says
from flake8_testarch.syntax import child_nodes

# Hooks any class of a test file may hold for its tests (base classes and
# mixins share them too); `setup` only counts in a class pytest collects.
_NOSE_HOOK = "setup"
_CLASS_HOOKS = frozenset(CLASS_SETUP_HOOKS) - {_NOSE_HOOK}
_MODULE_HOOKS = frozenset(MODULE_SETUP_HOOKS)
_HOOKS = _CLASS_HOOKS | _MODULE_HOOKS | {_NOSE_HOOK}
_TEARDOWNS = frozenset(CLASS_TEARDOWN_HOOKS)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: move the arrangement into the tests or the fixtures they ask for"

RULE = Rule(
    code="TA501",
    name="shared-setup-hook",
    summary="a setup hook that arranges state for every test of a class or module",
    message=(
        "{hook} arranges state for every test of {owner}; arrange it in the tests that "
        "need it (a helper they call, a fixture they request)"
    ),
    default=False,
)


def visit_FunctionDef(node, ctx):
    if os.path.basename(ctx.filename) == "conftest.py":
        return ()
    if node.name not in _HOOKS:
        return _autouse_set_up(node, ctx) if node.decorator_list else ()
    owner = _owner(node, ctx)
    if owner is None or ctx.classify(node) is not Role.XUNIT:
        return ()
    if all(
        is_inert(s)
        or delegates(s, node.name)
        or skips(s, ctx)
        or registers_cleanup(s)
        or _saves_for_teardown(s, ctx)
        or _checks_or_reports(s, ctx)
        for s in node.body
    ):
        return ()
    return (Hit(node, {"hook": node.name, "owner": owner}),)


visit_AsyncFunctionDef = visit_FunctionDef


def _autouse_set_up(node, ctx):
    """A test class's autouse fixture that sets the ``self`` attributes
    every test of the class reads: its ``setUp`` in pytest's dress (TA502
    leaves it here)."""
    if not is_autouse_fixture(node, ctx) or in_a_skipped_class(ctx):
        return ()
    if not (in_a_test_class(ctx) or sets_what_its_tests_read(node, ctx)):
        return ()
    if first_arranging(node, ctx) is None:
        return ()
    owner = f"class {ctx.scopes[-1].name}"
    return (Hit(node, {"hook": f"autouse fixture {node.name}", "owner": owner}),)


def _owner(node, ctx) -> str | None:
    """What the hook serves ('class X', 'the module'), or None when it is no hook."""
    parent = ctx.scopes[-1] if ctx.scopes else None
    if parent is None:
        if node.name in _MODULE_HOOKS:
            return "the module"
        if node.name == _NOSE_HOOK and _at_most_one_parameter(node):
            return "the module"
        return None
    if not isinstance(parent, ast.ClassDef) or len(ctx.scopes) > 1 and not all(
        isinstance(scope, ast.ClassDef) for scope in ctx.scopes
    ):
        return None
    if node.name in _CLASS_HOOKS:
        return f"class {parent.name}"
    if node.name == _NOSE_HOOK and ctx.test_class_kind(parent) == "pytest":
        return f"class {parent.name}"
    return None


def _checks_or_reports(statement, ctx) -> bool:
    """An assertion (``assert``, ``self.assert*(...)``) or a diagnostic
    (``print(self.id())``, logging): it checks or tells, it arranges nothing."""
    if isinstance(statement, ast.Assert) or only_says(statement, ctx):
        return True
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Call)
        and last_name(statement.value.func).startswith("assert")
    )


def _at_most_one_parameter(node) -> bool:
    arguments = node.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    return len(every) <= 1 and arguments.vararg is None and arguments.kwarg is None


def _saves_for_teardown(statement, ctx) -> bool:
    """``self.saved = Config._save_configuration()`` read back only by the class's
    teardown (``Config._restore_configuration(self.saved)``): the hook keeps a
    value to put back, it arranges nothing."""
    if not isinstance(statement, ast.Assign) or len(statement.targets) != 1:
        return False
    target = statement.targets[0]
    if not (
        isinstance(target, ast.Attribute)
        and isinstance(target.value, ast.Name)
        and target.value.id in ("self", "cls")
        and not isinstance(statement.value, ast.Constant)
        and reads_only(statement.value)
    ):
        return False
    owner = ctx.scopes[-1]
    if not any(
        isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)) and method.name in _TEARDOWNS
        for method in owner.body
    ):
        return False  # no teardown to read the value back
    used = False
    for method in owner.body:
        if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for parent in ast.walk(method):
            for child in child_nodes(parent):
                if child is target:
                    continue
                if isinstance(child, ast.Attribute) and child.attr == target.attr:
                    if method.name not in _TEARDOWNS or isinstance(
                        parent, (ast.Attribute, ast.Subscript)
                    ) and getattr(parent, "value", None) is child:
                        return False
                    used = True
    return used
