"""A broad `except` in test code whose handler ignores what it caught.

## What it flags
An `except` clause in a test file that catches every failure — a bare
`except:`, `Exception`, `BaseException` or `AssertionError`, alone or in a
tuple, `builtins.Exception` included — and whose handler does nothing about
it: only `pass`, `...`, `print(...)`, logging calls, `warnings.warn(...)`,
`traceback.print_exc()`, writes to `sys.stderr`, `continue`, or (in a test)
a bare `return`. `with contextlib.suppress(Exception):` is the same thing.

Where it counts:

- anywhere in test code (tests, fixtures, hooks, helpers) when the `try`
  body itself checks something (`assert`, `self.assert*`, mock `assert_*`,
  `pytest.raises`, `pytest.fail`, the globs of `--testarch-assert-functions`,
  a helper named for checking such as `check_*`/`verify_*`, or a function of
  the file that asserts; not a standard-library call such as
  `subprocess.check_output`, which a helper uses to probe the machine):
  those checks can never fail;
- in a test's own body, a clause naming `AssertionError`, and any other
  `try` when the test checks something elsewhere: whatever goes wrong in the
  `try` is hidden from those checks.

Not reported:

- a handler that re-raises, fails (`pytest.fail`, `self.fail`), skips,
  asserts or keeps the exception (`caught = exc`, `errors.append(exc)`);
- a `try` whose `else:` fails (`except Exception: pass` /
  `else: pytest.fail("did not raise")` checks that the code raises), also
  written as a flag its body sets last and the statement after it fails
  on (`value = str(bad)` in the `try`, then `if value is not None: raise
  ...`), or a constant flag a later check reads, other statements in
  between (`raised = False` last in the `try`, then `self.assertEqual(raised,
  True)`), also after the blocks around the `try` or `suppress` block end
  (`with server:` ... `routed = True` last in the block ... `assert
  routed` after the `with`); a `try` whose body ends in `pytest.fail(...)` under a handler of
  `Exception` (pytest's `Failed` is a `BaseException` and passes it);
- a `try` in a test that only provokes an error, when a check after it asks
  which exception the code under test recorded (`(error,) = recorded`,
  then `assert isinstance(error, expected_error)`, `type(error) is
  KeyError`, the class named as exceptions are, or given by the test's
  `parametrize` mark, or its dotted name spelt out as text,
  `attributes["error.type"] == "app.errors.RequestError"`), or reads
  back part of the text the test's own code
  raised it with (`raise ValueError("tool exploded")` in a tool the test
  defines, then `assert "exploded" in events[-1]["message"]`): any other
  failure in the `try` fails that check;
- a `try` that raises on purpose as its last step (`raise Exception("boom")`,
  `1 / 0`, text combined as text cannot be, `"a" * "b"`, `"total: " + 3`,
  `raiser()`, `gen.throw(exc)`, a `with` block or a loop ending in
  `raise`), or holds only `pass`, constants or a bare `yield`;
- a check written upside down: the handler leaves (`except AssertionError:
  return`) and the statement right after the `try` fails (`raise
  AssertionError("expected no warning")`), as an `else:` that fails would;
- a `try` (or `suppress` block) whose last step binds a name nothing bound
  before, read by a simple statement after it in the same block, with only
  simple statements between, the handler going on to it (`response =
  requests.get(url)`, then `assert response.status_code == 200`): a
  failure leaves the name unbound, and that read fails the test;
- the handlers after one that re-raises `AssertionError` (`except
  AssertionError: raise`): a failed check of the `try` still reaches the
  test, and they only see what the code under test raised;
- best-effort cleanup or preparation in a test: a `try` inside a
  `finally:` block, or one that only cleans up or prepares the file system
  (`os.remove(p)`, `os.mkdir("work")` whose folder may be there already,
  any call of `os` or `shutil`, a file written and nothing else, `with
  open(p, "w") as f: f.write(...)`, `sock.close()`, `shutil.rmtree(d)`,
  `proc.kill()`, `thread.join()`, `gc.collect()`, `del x`, a call whose
  name ends in such a word, `r.hotkeys_stop()` stopping what another test
  may have left running, such calls under an `if`: `if os.path.exists(p):
  os.remove(p)`, ...), or only
  prints diagnostics; also a `try` that is the test's last step (or the
  last of a `with` block that ends it), no check in its `else:`: it runs
  once every check has passed (`store.drop_search_index()` at the end),
  so what it swallows hides none of them;
- a `try` in a test that only works out values the test gave a default
  before it (`text = None`, then `try: text = resp.text except
  Exception: pass`): when that fails, the test goes on with the default
  it chose, and its checks still run (not when an `else:` holds checks
  that the failure skips);
- a retry loop: the `try` (or its `else:`) leaves its loop once an attempt
  succeeds, by `break`, `return` or setting the flag the `while` tests (a
  retried assertion only when running out of attempts fails, or the loop
  never gives up);
- a `try` without a check in a fixture, hook or helper: fake servers,
  probes and teardown swallow on purpose, and the test's own checks still
  see the outcome. This holds for `AssertionError` too: with no check in the
  block, it is raised by the code under test (a `stop()` that refuses a
  second call), not by the test. Nor is one whose checks come before it
  answers (a fake server asserting on the request, then `await
  ws.send(...)` or `writer.write(...)`): a failed check keeps back the
  answer the test waits for, so the test still fails;
- a test that checks nothing at all (a crash or fuzz test): TA301 reports it.

## Why it is bad
The handler turns every failure in the `try` body into a pass: a broken
function, a failed assertion, a typo raising `NameError` all end the same
way, with a green test. Catching `BaseException` or a bare `except:` also
swallows `KeyboardInterrupt` and pytest's own skip and exit signals.

## Example
```python
def test_parse_config(tmp_path):
    path = tmp_path / "app.toml"
    path.write_text("[app]\\nport = 80\\n")
    try:
        config = parse_config(path)
        assert config.port == 80
    except Exception:
        pass
```

## Use instead
```python
import pytest


def test_parse_config(tmp_path):
    path = tmp_path / "app.toml"
    path.write_text("[app]\\nport = 80\\n")
    config = parse_config(path)
    assert config.port == 80


def test_parse_config_rejects_garbage(tmp_path):
    path = tmp_path / "app.toml"
    path.write_text("garbage")
    with pytest.raises(ConfigError):
        parse_config(path)
```

When an exception really is expected and must not fail the test, catch that
exception by name, or record it and assert on it afterwards.

## Options
None.
"""

from __future__ import annotations

import ast
import re

from flake8_testarch.syntax import TRIES, LineSpans, is_none, walk_local
from flake8_testarch.suite.collection import FUNCTION_TYPES, Role
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.project.roots import in_standard_library
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.validation._fallback_values import falls_back_to_a_default
from flake8_testarch.rules.validation._preparations import only_cleans_up
from flake8_testarch.rules.validation._deliberate_raises import ends_in_raise
from flake8_testarch.rules.validation._try_flags import (
    checks_what_was_raised_after, fails_after_leaving, fails_on_a_flag_after,
    fails_past_the_handler, read_unbound_after,
)
from flake8_testarch.rules.validation._retry_loops import in_retry_loop, retries_until_it_passes
from flake8_testarch.rules.validation._withheld_answers import withholds_its_answers
from flake8_testarch.rules.validation._statements import (
    assignment_targets, block_fails, is_assertion_call, last_name, only_says,
)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: narrow the except or re-raise, so the failure fails the test"

RULE = Rule(
    code="TA303",
    name="swallowed-failure",
    summary="a broad except in test code whose handler ignores the failure",
    message=(
        "{caught} and the handler ignores it, so a failure in the try body passes "
        "silently; catch the exception you expect by name, let it propagate, or fail "
        "the test in the handler"
    ),
    variants={
        "suppress": (
            "{caught} hides every failure in its body, so the test passes when it "
            "should fail; suppress only the exception you expect, or let it propagate"
        ),
    },
)

_BROAD = frozenset({"Exception", "BaseException", "AssertionError"})
# Calls that check something, as written or resolved; extended by the
# --testarch-assert-functions globs that TA301 reads too.
ASSERTION_CALLS = (
    "assert*", "*.assert*", "fail", "*.fail", "*.failIf*", "*.failUnless*",
    "pytest.raises", "pytest.warns", "pytest.deprecated_call",
    "*.fnmatch_lines", "*.fnmatch_lines_random", "*.re_match_lines", "*.re_match_lines_random",
    "*.no_fnmatch_line", "*.no_re_match_line", "expect", "*.expect", "pytest_check.*", "check.*",
)
# Helpers named for checking: enough to tell a test that checks something
# from a crash test, which TA301 reports.
_CHECKING_HELPER = lazy_compile(r"^_*(check|verify|expect|compare|ensure)", re.IGNORECASE)


def _broad_names(expression: ast.AST | None, ctx) -> list[str]:
    """The catch-all types among what an ``except`` (or ``suppress``) names."""
    if expression is None:
        return ["everything"]
    if isinstance(expression, ast.Tuple):
        return [name for element in expression.elts for name in _broad_names(element, ctx)]
    resolved = ctx.resolve(expression)
    if resolved is not None:
        head, _, tail = resolved.rpartition(".")
        return [tail] if head in ("builtins", "exceptions") and tail in _BROAD else []
    if isinstance(expression, ast.Name) and expression.id in _BROAD:
        return [expression.id]
    return []


def _is_silent(statement: ast.stmt, ctx, in_test: bool) -> bool:
    """A statement that does nothing about a caught exception."""
    if isinstance(statement, ast.Continue):
        return True
    if isinstance(statement, ast.Return):
        return in_test and is_none(statement.value)
    return only_says(statement, ctx)


def _patterns(ctx) -> tuple[str, ...]:
    patterns = ctx.scratch.get(RULE.code)
    if patterns is None:
        extra = tuple(ctx.settings.values.get("testarch_assert_functions") or ())
        patterns = ctx.scratch[RULE.code] = ASSERTION_CALLS + extra
    return patterns


def _is_assertion(node: ast.AST, ctx) -> bool:
    if isinstance(node, ast.Assert):
        return True
    return isinstance(node, ast.Call) and is_assertion_call(node, ctx.imports, _patterns(ctx))


def _checks(statements, ctx) -> bool:
    """The statements hold an assertion or an explicit failure."""
    return any(
        _is_assertion(node, ctx) for statement in statements for node in walk_local(statement)
    )


def _has_checks(function: ast.AST, ctx) -> bool:
    known = ctx.scratch.setdefault(f"{RULE.code}.has_checks", {})
    if function not in known:
        known[function] = _finds_checks(function, ctx)
    return known[function]


def _finds_checks(function: ast.AST, ctx) -> bool:
    for node in walk_local(function):
        if _is_assertion(node, ctx):
            return True
        if isinstance(node, ast.Call) and _CHECKING_HELPER.match(last_name(node.func)):
            return True
    return False


def _in_finally(function: ast.AST, node: ast.AST, ctx) -> bool:
    """``node`` sits in a ``finally:`` block of ``function`` (never its own:
    a try's ``finally`` comes after its first line)."""
    spans = ctx.scratch.setdefault(f"{RULE.code}.finally", {})
    found = spans.get(function)
    if found is None:
        found = spans[function] = LineSpans(
            (outer.finalbody[0].lineno, _last_line(outer.finalbody[-1]))
            for outer in ctx.local_nodes(function)
            if isinstance(outer, TRIES) and outer.finalbody
        )
    return node.lineno in found


def _last_line(statement: ast.stmt) -> int:
    return statement.end_lineno or statement.lineno


def _cannot_fail(statements: list[ast.stmt]) -> bool:
    """``pass``, constants, or a bare ``yield`` (the exception is thrown in by the test)."""
    return all(
        isinstance(statement, ast.Pass)
        or isinstance(statement, ast.Expr)
        and isinstance(statement.value, (ast.Constant, ast.Yield, ast.YieldFrom))
        for statement in statements
    )


def _only_reports(statements: list[ast.stmt], ctx) -> bool:
    """Diagnostics: values computed only to be printed or logged."""
    kinds = _diagnostic_kinds(statements, ctx)
    return kinds is not None and "report" in kinds


def _diagnostic_kinds(statements: list[ast.stmt], ctx) -> set[str] | None:
    kinds: set[str] = set()
    for statement in statements:
        if isinstance(statement, ast.Expr) and _is_silent(statement, ctx, in_test=False):
            kinds.add("report")
        elif isinstance(statement, ast.If):
            inner = _diagnostic_kinds(statement.body + statement.orelse, ctx)
            if inner is None:
                return None
            kinds |= inner
        elif isinstance(statement, (ast.Assign, ast.AugAssign, ast.AnnAssign)) and all(
            isinstance(target, ast.Name) for target in assignment_targets(statement)
        ):
            kinds.add("value")
        else:
            return None
    return kinds


def _swallows(
    node: ast.AST, body: list[ast.stmt], caught: list[str], ctx, orelse=(), handler=None
) -> bool:
    """Whether ignoring failures from ``body`` can turn a failing test green."""
    function = ctx.current_function
    if function is None or not body or _cannot_fail(body) or block_fails(orelse):
        return False
    if fails_on_a_flag_after(node, function) or fails_past_the_handler(body, caught):
        return False
    if read_unbound_after(node, function, ctx, handler):
        return False  # a failure leaves the name unbound, and reading it fails
    success = [*body, *orelse]
    checks = _checks(body, ctx) or _calls_checking_helper(body, ctx)
    if not checks and ends_in_raise(body, ctx):
        return False
    if checks:
        if ctx.role(function) is not Role.TEST and withholds_its_answers(
            body, lambda inner: _is_assertion(inner, ctx)
        ):
            return False  # a fake peer's failed check keeps back what the test waits for
        return not retries_until_it_passes(function, node, success)
    # Without a check in the try, only a test's own body turns green by it:
    # a fixture, hook or helper swallowing is a fake peer, a probe or cleanup
    # whose failure the test's own assertions still see. That holds for an
    # AssertionError too: with no check of the test's in the try, it comes
    # from the code under test (a guard against a second stop()).
    if ctx.role(function) is not Role.TEST:
        return False
    if only_cleans_up(body, ctx) or _only_reports(body, ctx):
        return False
    if falls_back_to_a_default(body, node, function, ctx) and not _checks(orelse, ctx):
        return False  # no check is skipped when working the value out fails
    if _in_finally(function, node, ctx):
        return False
    if "AssertionError" in caught:
        return not retries_until_it_passes(function, node, success)
    # A test with no check at all (a crash or fuzz test) is TA301's finding:
    # the swallow is the whole test, there is no check it could make pass.
    if not _has_checks(function, ctx):
        return False
    if checks_what_was_raised_after(node, function, ctx):
        return False
    if _after_every_check(node, function, ctx):
        return False
    return not in_retry_loop(function, node, success)


def _after_every_check(node: ast.AST, function: ast.AST, ctx) -> bool:
    """A ``try`` that is the test's last step (also the last of a ``with``
    block that ends the test): best-effort clean-up once every check has
    passed (``redis.ft(name).dropindex()``), so it hides none of them;
    unless its ``else:`` checks something."""
    last = function.body[-1]
    while type(last) in (ast.With, ast.AsyncWith) and last is not node:
        last = last.body[-1]
    return last is node and not _checks(node.orelse, ctx)


def _calls_checking_helper(statements: list[ast.stmt], ctx) -> bool:
    """A call in the block to a helper named for checking, or to a function
    of this file that checks something (``_assert_roundtrip(data)``)."""
    for statement in statements:
        for node in walk_local(statement):
            if not isinstance(node, ast.Call):
                continue
            if _CHECKING_HELPER.match(last_name(node.func)) and not _standard(node.func, ctx):
                return True
            if isinstance(node.func, ast.Name):
                definition = ctx.semantic.definition(node.func, ctx.scope)
                if isinstance(definition, FUNCTION_TYPES) and _has_checks(definition, ctx):
                    return True
    return False


def _standard(func: ast.AST, ctx) -> bool:
    """A standard-library callable (``subprocess.check_output``): named for
    checking, it raises when a command fails, a probe's way of asking."""
    resolved = ctx.resolve(func)
    return resolved is not None and in_standard_library(resolved)


def _describe(names: list[str], bare: bool) -> str:
    if bare:
        return "a bare except catches every failure"
    unique = list(dict.fromkeys(names))
    what = "failed assertion" if unique == ["AssertionError"] else "failure"
    return f"except {' / '.join(unique)} catches every {what}"


def visit_Try(node: ast.Try, ctx):
    if ctx.current_function is None:
        return
    in_test = ctx.role(ctx.current_function) is Role.TEST
    for handler in node.handlers:
        caught = _broad_names(handler.type, ctx)
        if "AssertionError" in caught and block_fails(handler.body):
            # ``except AssertionError: raise`` first: a failed check of the
            # try reaches the test, and the broader handlers after it see
            # only what the code under test raised (``assert False`` after a
            # call expected to raise).
            return
        if not caught:
            continue
        if not all(_is_silent(statement, ctx, in_test) for statement in handler.body):
            continue
        if fails_after_leaving(node, handler, ctx.current_function, ctx):
            continue  # `except AssertionError: return`, then `raise AssertionError(...)`
        if _swallows(node, node.body, caught, ctx, node.orelse, handler):
            yield Hit(handler, {"caught": _describe(caught, handler.type is None)})


if hasattr(ast, "TryStar"):  # Python 3.11+
    visit_TryStar = visit_Try


def _suppressed(item: ast.withitem, ctx) -> list[str]:
    call = item.context_expr
    if not (isinstance(call, ast.Call) and last_name(call.func) == "suppress"):
        return []
    if ctx.call_name(call) != "contextlib.suppress":
        return []
    return [name for argument in call.args for name in _broad_names(argument, ctx)]


def visit_With(node: ast.With, ctx):
    if ctx.current_function is None:
        return ()
    hits = []
    for item in node.items:
        caught = _suppressed(item, ctx)
        if caught and _swallows(node, node.body, caught, ctx):
            names = ", ".join(dict.fromkeys(caught))
            hits.append(
                Hit(item.context_expr, {"caught": f"suppress({names})"}, variant="suppress")
            )
    return hits


visit_AsyncWith = visit_With
