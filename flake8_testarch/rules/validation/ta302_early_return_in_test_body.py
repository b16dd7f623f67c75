"""An early `return` in a test body.

## What it flags
A `return` in the body of a collected test (pytest functions and methods,
`unittest.TestCase` methods, async tests alike) that ends it before it
checked anything:

- a bare `return` under a guard (`if not HAS_FEATURE: return`), in an
  `except ImportError:` handler or inside a loop, with nothing but `pass`,
  a docstring, `print` or logging before it in its block, and no check
  (`assert`, `self.assert*`, `pytest.raises`, a helper of the file that
  asserts) earlier on the way to it;
- a `return` at the top of the body with statements after it: they never run;
- a `return <value>`, trailing or not (not inside `pytest.raises` or
  `assertRaises`, where the value raises before it is returned or the
  test fails): nobody receives the value, and pytest
  (7.2+) and unittest (Python 3.11+) warn about it. In a test case of
  Twisted's trial (`twisted.trial.unittest.TestCase`, at any depth of
  bases, or a mixin whose tests run only in such test cases), and in a
  testtools test case that names its runner (`run_tests_with =
  SynchronousDeferredRunTest`, on the class or a base), the runner does
  receive it: it waits on a returned Deferred, so a returned value is not
  reported there. Nor under a mark named for a check
  (`@pytest.mark.mpl_image_compare`): the plugin behind it takes the
  returned value (pytest-mpl compares the figure with a baseline image).

Not reported: a bare `return` after which nothing would run anyway (the last
statement of the test, or of an `if`/`with`/`try` that is itself last); a
branch that does its own work before returning (a path of a parametrized
test, not a skip); a return under an `if` that reads only an argument
pytest parametrizes (by a mark, or a requested fixture with `params=`,
read directly: `if chosen == 2 and auth is None: return`, also under
another name, `ds = datastore`; or a local the
test computes from a marked argument, in a nested block too; or a
parameter given a value as its default, which a test run keeps and callers
using the method as a helper change, `def test_tag(self, version=V2_4): if
version[0] == 1: return`, not a constant such as `flag=None`) and fixed
values (builtins, `isinstance(case, list)`, names only imported, `v_prop
is vPeriod`, `if expected is None`, `if not PRINTS.search(source):` with
`source` read from the case): one case's way through the test; a
return after a check already ran (in the test, or in what it called: a
helper, a method of the object a fixture gives it, followed as TA301
follows them), or after
`pytest.skip`/`self.skipTest`/`pytest.fail` or a `raise` in its block or
in a block around it (`raise pytest.skip(...)` first in the test),
also under a guard every Python takes (`if hasattr(unittest, "SkipTest"):
raise unittest.SkipTest(...)`) (it never runs, whatever it returns); the
success exit of a polling or
search loop whose other way out fails (`for ...: if done: return` then
`pytest.fail(...)`), and of a `try` whose code after it fails (`except
Refused: return`, then `self.fail(...)` or `self.assertTrue(False)`: a
hand-written `assertRaises`; also beside another handler of the same `try`
that fails, `except gaierror: pytest.fail(...)`, `except OSError:
return`); the pass of an equality an assert checks
later (`if got == want: return`, then details printed and `assert
show(got) == show(want)`; not a state compared with a constant, `if
got.kind == "old": return`); code under `if TYPE_CHECKING:`, and under
a branch only Python 2 takes (`if sys.version_info < (3,):`) in a project
whose packaging does not declare Python 2, or only Pythons older than the
lowest its required Python admits (`if sys.version_info[:2] < (3, 8):`
with `requires-python = ">=3.10"`; the version read into a name first,
`version = sys.version_info[:2]`, or a flag, `PY2 = sys.version_info <
(3,)`, compares alike), under a branch no Python 3
takes (`if sys.maxunicode < 0x10FFFF:`, a narrow build; `try: slice
except NameError: return`, a builtin always there), or under the very
condition the test's `skipIf` skips it on (`@skipIf(fips_mode, ...)`, then
`if fips_mode: return`): it never runs; `return
self.helper()` when that helper, of the file or of a project module it
imports (`from common import run_case`), returns nothing (also when it
hands back the call of a function nested in it that returns nothing,
`return awaited() if aio else plain()`, awaited by the caller or not); `return
pytest.skip(...)`; and
values of test-named functions the file itself calls or passes around;
decorated methods without `self`, which a decorator turns into tests;
tests skipped without a condition (`@pytest.mark.skip`, `@unittest.skip`,
on them or their class), which never run; returns in fixtures, helpers
and functions nested in a test.

## Why it is bad
A test that returns early is reported as passed although the checks after
the `return` never ran. On the machine where the guard is true, the suite is
green and says nothing about the feature; nobody learns the coverage is
gone. A skip says the same thing out loud: it is counted, shown with its
reason, and can be listed.

A returned value is thrown away: an expression that was meant to be checked
(`return result == expected`) checks nothing.

## Example
```python
import shutil

def test_archive_round_trip(tmp_path):
    if shutil.which("tar") is None:
        return
    archive = make_archive(tmp_path)
    assert list_archive(archive) == ["data.txt"]


def test_parse_price():
    return parse_price("1.50") == 150
```

## Use instead
```python
import shutil

import pytest


@pytest.mark.skipif(shutil.which("tar") is None, reason="needs tar")
def test_archive_round_trip(tmp_path):
    archive = make_archive(tmp_path)
    assert list_archive(archive) == ["data.txt"]


def test_archive_round_trip_imperative(tmp_path):
    if shutil.which("tar") is None:
        pytest.skip("needs tar")
    archive = make_archive(tmp_path)
    assert list_archive(archive) == ["data.txt"]


def test_parse_price():
    assert parse_price("1.50") == 150
```

In a `unittest.TestCase`, use `self.skipTest("why")` or `@unittest.skipIf`.

## Options
None.
"""

from __future__ import annotations

import ast
import builtins
import re

from flake8_testarch.rules.validation._dead_branches import (
    always_holds, never_runs, never_taken_on_python_3, only_below_the_projects_pythons,
    skipped_when_it_holds,
)
from flake8_testarch.rules.validation._success_exits import is_success_exit
from flake8_testarch.semantic.reading import parameters
from flake8_testarch.syntax import is_none, on_self, parameter_defaults, walk_local
from flake8_testarch.suite.collection import FUNCTION_TYPES, Role
from flake8_testarch.suite.fixtures import parametrized_fixture_names
from flake8_testarch.suite.marks import checks_what_the_test_returns, parametrized_argnames
from flake8_testarch.suite.expected_errors import expects_a_raise
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.validation._check_search import file_search
from flake8_testarch.rules.validation._statements import LOOPS, last_name, only_says
from flake8_testarch.syntax import TRIES, blocks, spanning

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: make the early return a skip or an assertion"

RULE = Rule(
    code="TA302",
    name="early-return-in-test",
    summary="an early return in a test body",
    message=(
        "return ends the test early and it is reported as passed although later checks never "
        'ran; skip visibly with pytest.skip("why") or @pytest.mark.skipif'
    ),
    variants={
        "unittest": (
            "return ends the test early and it is reported as passed although later checks "
            'never ran; skip visibly with self.skipTest("why") or @unittest.skipIf'
        ),
        "value": (
            "test returns a value that nobody checks (the runner ignores it and warns); "
            "assert on the value instead of returning it"
        ),
    },
)

# Calls that end a test visibly: a return after them is never reached.
_ENDING_CALLS = frozenset({"skip", "skipTest", "xfail", "fail", "exit", "importorskip"})
_CHECKING = lazy_compile(
    r"_*(assert|fail|check|verify|expect)|(raises|warns|fnmatch_lines|"
    r"re_match_lines|no_fnmatch_line|no_re_match_line)$",
    re.IGNORECASE,
)


def _path_to(block: list[ast.stmt], target: ast.stmt, owner=None):
    """[(owner, field, block, index), ...] from the function body down to ``target``."""
    for index in spanning(block, target.lineno):
        statement = block[index]
        if statement is target:
            return [(owner, None, block, index)]
        if isinstance(statement, (*FUNCTION_TYPES, ast.ClassDef)):
            continue
        if statement.lineno <= target.lineno <= (statement.end_lineno or statement.lineno):
            for field, inner in blocks(statement):
                found = _path_to(inner, target, statement)
                if found:
                    found[0] = (statement, field, *found[0][2:])
                    return [(owner, None, block, index), *found]
    return None


def _any_before(block: list[ast.stmt], index: int, test, ctx) -> bool:
    """Whether ``test`` holds for a statement of ``block`` before ``index``.
    The first statement it holds for is remembered per block and test, and
    each statement is tested once: every return of a long body asks again."""
    memo = ctx.scratch.setdefault(f"{RULE.code}.before", {})
    key = (id(block), test)
    scanned, found = memo.get(key, (0, None))
    if found is None:
        while scanned < index:
            scanned += 1
            if test(block[scanned - 1], ctx):
                found = scanned - 1
                break
        memo[key] = (scanned, found)
    return found is not None and found < index


def _changes_nothing(path) -> bool:
    """True when nothing would run after the return anyway."""
    for owner, field, block, index in path:
        if index != len(block) - 1:
            return False
        # Leaving a loop body early skips the next iterations; leaving a try
        # body skips its else block.
        if isinstance(owner, LOOPS) and field == "body":
            return False
        if isinstance(owner, TRIES) and field == "body" and owner.orelse:
            return False
    return True


def _ends_visibly(statement: ast.stmt) -> bool:
    if isinstance(statement, ast.Raise):
        return True
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        return last_name(statement.value.func) in _ENDING_CALLS
    return False


def _one_cases_path(path, function, ctx) -> bool:
    """Under an ``if`` whose condition reads an argument pytest parametrizes
    (by a mark, or a requested fixture with ``params=``) or one given a
    value as its default (``version=V2``; others come from callers), directly or
    through a local the test computes from it (``if expected is
    None: return``, ``source = case.path.read_text()`` then ``if not
    PRINTS.search(source): return``): the return is one case's way through
    the test, decided by the case's data, not a skip of the test."""
    given = set(parametrized_argnames(function, ctx.semantic))
    # A parameter given a value as its default is no fixture: run as a test
    # it keeps that value, and others come from callers that use it as a
    # helper (``def test_tag(self, version=V2): if version[0] == 1:
    # return``). A constant default (``flag=None``) marks a value not given.
    given.update(_given_a_value(function))
    # A parametrized fixture's value counts as read directly (``chosen ==
    # 2``): what its methods return is behaviour, not the case's data.
    fixtures = parametrized_fixture_names(ctx.module).intersection(
        argument.arg for argument in parameters(function)
    )
    if not given and not fixtures:
        return False
    derived = set(given)
    # In source order, nested blocks too (`try: sig = inspect.signature(obj)`).
    assigns = [node for node in walk_local(function) if type(node) is ast.Assign]
    for statement in sorted(assigns, key=lambda node: (node.lineno, node.col_offset)):
        targets = [t.id for t in statement.targets if type(t) is ast.Name]
        if _reads(statement.value, derived):
            derived.update(targets)
        elif type(statement.value) is ast.Name and statement.value.id in fixtures:
            fixtures = fixtures | set(targets)  # `ds = datastore`: the same value
    derived |= fixtures
    return any(
        type(owner) is ast.If and _reads(owner.test, derived)
        and all(
            node.id in derived or _fixed_value(node, ctx)
            for node in ast.walk(owner.test) if type(node) is ast.Name
        )
        for owner, *_rest in path
    )


def _given_a_value(function) -> list[str]:
    return [
        argument.arg for argument, default in parameter_defaults(function.args)
        if type(default) is not ast.Constant
    ]


def _reads(expression: ast.AST, names: set) -> bool:
    return any(type(node) is ast.Name and node.id in names for node in ast.walk(expression))


_BUILTIN_NAMES = frozenset(dir(builtins))


def _fixed_value(name: ast.Name, ctx) -> bool:
    """A builtin, or a name bound to a literal or a compiled pattern (not to
    what the environment says: ``HAS_FEATURE = find_spec(...)``)."""
    binding, _scope = ctx.semantic.binding_at(name)
    if binding is None:
        return name.id in _BUILTIN_NAMES  # `isinstance(case, str)`, `len`, `None`
    if binding.kind == "import":
        # A class or function of the code (`v_prop is vPeriod`), unless the
        # name may also be bound otherwise (`numpy = None` when the import fails).
        _owner, every = ctx.semantic.binding_scope(name.id, ctx.semantic.scope_at(name))
        return all(other.kind == "import" for other in every)
    value = binding.assigned
    return type(value) is ast.Constant or (
        type(value) is ast.Call and ctx.resolve(value.func) == "re.compile"
    )


class _FileFacts:
    """The file's functions by name (built once, lazily)."""

    def __init__(self, ctx):
        self.functions: dict[str, list[ast.AST]] = {}
        for node in ctx.nodes_of(*FUNCTION_TYPES):
            self.functions.setdefault(node.name, []).append(node)


def _facts(ctx) -> _FileFacts:
    facts = ctx.scratch.get(RULE.code)
    if facts is None:
        facts = ctx.scratch[RULE.code] = _FileFacts(ctx)
    return facts


def _called_name(node: ast.AST) -> str | None:
    """``helper`` for ``helper(...)`` and ``self.helper(...)``."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if on_self(func) else None


def _returns_nothing(call: ast.AST, ctx) -> bool:
    """A call to a function of this file, or of a project module it imports
    (``from common import run_test``), that never returns a value."""
    name = _called_name(call)
    definitions = _facts(ctx).functions.get(name or "", [])
    if not definitions and isinstance(call, ast.Call) and isinstance(call.func, ast.Name):
        found = ctx.project_definition(call.func)
        if found is not None and isinstance(found[1], FUNCTION_TYPES):
            definitions = [found[1]]
    return bool(definitions) and all(_gives_nothing(definition) for definition in definitions)


def _gives_nothing(definition: ast.AST, depth: int = 2) -> bool:
    """No value comes back: no ``yield``, and every ``return`` gives None
    or hands back the call of a function nested in it that gives nothing
    (``return async_inner() if aio else inner()``, a helper picking the
    form its caller awaits or not: either way the caller gets None)."""
    nested = {}
    returned = []
    for inner in walk_local(definition):
        if isinstance(inner, (ast.Yield, ast.YieldFrom)):
            return False
        if isinstance(inner, ast.Return) and not is_none(inner.value):
            returned.append(inner.value)
        for statement in getattr(inner, "body", ()) if isinstance(inner, ast.stmt) else ():
            if isinstance(statement, FUNCTION_TYPES):  # (walk_local does not yield them)
                nested.setdefault(statement.name, []).append(statement)
    return all(_calls_giving_nothing(value, nested, depth) for value in returned)


def _calls_giving_nothing(value: ast.AST, nested: dict, depth: int) -> bool:
    if isinstance(value, ast.IfExp):
        return _calls_giving_nothing(value.body, nested, depth) and _calls_giving_nothing(
            value.orelse, nested, depth
        )
    if depth == 0 or not isinstance(value, ast.Call) or not isinstance(value.func, ast.Name):
        return False
    called = nested.get(value.func.id, ())
    return len(called) == 1 and _gives_nothing(called[0], depth - 1)


def _is_check(node: ast.AST, ctx, follow: bool = True) -> bool:
    if isinstance(node, ast.Assert):
        return True
    if not isinstance(node, ast.Call):
        return False
    if _CHECKING.match(last_name(node.func)):
        return True
    if not follow:
        return False
    # A helper of this file that checks (one level): ``self.check_output(...)``,
    # ``with self._raise_point(Error):`` where a subclass asserts it raises.
    if any(
        _is_check(inner, ctx, follow=False)
        for definition in _facts(ctx).functions.get(_called_name(node) or "", [])
        for inner in walk_local(definition)
    ):
        return True
    # A helper, a method of a fixture's object or a support module's
    # function that checks, as TA301's search finds it.
    test = ctx.scopes[-1]
    owner = ctx.scopes[-2] if len(ctx.scopes) > 1 else None
    return file_search(ctx).call_checks(node, test, owner if type(owner) is ast.ClassDef else None)


def _checked_before(path, ctx) -> bool:
    """Something was checked on the way to the return."""
    return any(_any_before(block, index, _checks, ctx) for _owner, _field, block, index in path)


def _checks(statement: ast.stmt, ctx) -> bool:
    return any(_is_check(inner, ctx) for inner in walk_local(statement))


def _ends_visibly_here(statement: ast.stmt, ctx) -> bool:
    """A raise or skip, also under a guard every Python takes (``if
    hasattr(unittest, "SkipTest"): raise unittest.SkipTest(...)``)."""
    if type(statement) is ast.If and always_holds(statement.test, ctx) and statement.body:
        return _ends_visibly(statement.body[-1])
    return _ends_visibly(statement)


def _does_more_than_say(statement: ast.stmt, ctx) -> bool:
    return not only_says(statement, ctx)


def _wrapped(function: ast.AST, ctx) -> bool:
    """A decorated method without ``self``: the decorator makes the test out of
    it, so its body is not the test's body."""
    parent = ctx.scopes[-2] if len(ctx.scopes) > 1 else None
    if not isinstance(parent, ast.ClassDef) or not function.decorator_list:
        return False
    arguments = function.args.posonlyargs + function.args.args
    return not arguments or arguments[0].arg not in ("self", "cls")


def _value_hit(node: ast.Return, function: ast.AST, ctx):
    value = node.value
    if isinstance(value, ast.Await):
        value = value.value
    if ctx.semantic.nodes.mentions(function.name):
        return None  # used as a helper or a callback too: someone takes the value
    if isinstance(value, ast.Call):
        if last_name(value.func) in _ENDING_CALLS or _returns_nothing(value, ctx):
            return None
    return Hit(node, variant="value")


def visit_Return(node: ast.Return, ctx):
    if not ctx.scopes:
        return
    function = ctx.scopes[-1]
    if not isinstance(function, FUNCTION_TYPES) or ctx.role(function) is not Role.TEST:
        return
    if _wrapped(function, ctx) or "skip" in ctx.marks_of(function):
        return  # a test skipped without a condition never runs
    if not is_none(node.value):
        if any(
            isinstance(scope, ast.ClassDef) and ctx.collection.waits_on_results(scope)
            for scope in ctx.scopes
        ):
            return  # trial runs the reactor until a returned Deferred fires
        if checks_what_the_test_returns(ctx.marks_of(function)):
            return  # the plugin behind the mark takes the value (pytest-mpl's figure)
        path = _path_to(function.body, node)
        if path is not None and any(
            _ends_visibly_here(s, ctx) for s in path[-1][2][:path[-1][3]]
        ):
            return  # after a raise or skip in its block: it never runs
        if path is not None and any(expects_a_raise(owner) for owner, *_rest in path):
            return  # in `pytest.raises`: what it returns raises first, or the test fails
        hit = _value_hit(node, function, ctx)
        if hit is not None:
            yield hit
        return
    path = _path_to(function.body, node)
    if path is None or _changes_nothing(path) or never_runs(path) or is_success_exit(path):
        return None
    if only_below_the_projects_pythons(path, ctx) or never_taken_on_python_3(path, ctx) or (
        skipped_when_it_holds(path, function)
    ):
        return
    if _one_cases_path(path, function, ctx):
        return
    _owner, _field, block, index = path[-1]
    if any(_any_before(outer, at, _ends_visibly_here, ctx) for _o, _f, outer, at in path):
        return  # after a raise or skip on the way to it (`raise pytest.skip(...)` first)
    if len(path) > 1:
        # A branch that does some work before returning is a path of the test,
        # and a return after something was checked ends a test that did run;
        # only a return before any check (or with dead code after it at the top
        # of the body) reports a pass for a test that did not run.
        if _any_before(block, index, _does_more_than_say, ctx):
            return
        if _checked_before(path, ctx):
            return
    unittest = any(
        isinstance(scope, ast.ClassDef) and ctx.test_class_kind(scope) == "unittest"
        for scope in ctx.scopes
    )
    yield Hit(node, variant="unittest" if unittest else None)
