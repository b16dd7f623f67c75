"""A test name that states the mechanism, not the outcome.

## What it flags
A collected test function or method (pytest or unittest, sync or async)
whose whole name matches one of the forbidden patterns. By default:

- `test`, or `test_` followed only by digits (`test_1`, `test2`,
  `test_519`): a counter or a ticket number, not a behaviour (`test_404`
  too: it names a status without the situation that should produce it);
- a name ending in `_works` or `_ok` (`test_login_works`,
  `test_upload_ok`), or in their camelCase forms (`testLoginWorks`,
  `testUploadOK`): it claims success without saying what success is
  (after `not`, also joined to its verb as in `isnot`, `no` or
  `without` the word names a situation, such as a
  proxy answering with an error status or a reply missing its `ok` field,
  and is left alone, as after `with` or its short form `w` following the
  subject: `test_to_bytes_w_ok` beside `test_to_bytes_w_invalid_length`
  names the input (`test_with_ok`, where `with` is the subject, does
  not); so is `still_works` (also `still_work_ok`), which says what
  keeps working after the situation the rest of the name states:
  `test_corrupt_entry_is_dropped_and_lookup_still_works`);
- a name ending in a kind of test (`test_checkout_smoke_test`,
  `test_api_integration_tests`, `testParserUnitTest`): smoke, integration,
  unit, stress, regression, sanity, basic, simple, functional, e2e,
  acceptance, system, load, performance, perf, dummy, sample or example.

`test_0` beside siblings named for ranges of numbers (`test_1_to_10`,
`test_11_to_19`), or whose body hands that number to a call
(`inputs.boolean("0")`) beside a sibling named for the input its body hands
over (`test_false` with `inputs.boolean("False")`, or `test_year_1999`
with `harvest_days(1999)` beside `test_2020` with `harvest_days(2020)`),
names its input, not a count, and is left alone; beside only other
numbered tests, or tests whose number goes to an assertion
(`assertStatus(404, "/")` may expect it), nothing shows the numbers are
inputs, and they are reported. A method named just `test` (or `test_1`, a
counter) that is the only test of its class is left alone: the run reports
it as `ClassName::test`, so the class's name says what it checks (as for
unittest's single `runTest`); so is a module's only test, outside any test
class (`test_none_values.py::test1`).

A name whose last words are an identifier the test itself uses is left
alone, whatever its case: in `test_makedirs_exist_ok` (which passes
`exist_ok=True`), `test_access_f_ok` (which passes `os.F_OK`) or
`test_reports_did_start_ok` (which reads `.did_start_ok`), or a name that
is only an attribute the test uses (`test_ok` calling `spinner.ok(...)`),
or a last word that is a constant or a class it uses, written with a
capital (`test_status_cannot_override_ok` setting `StatusCode.OK`,
`test_ok_or_else_ok` building results with `Ok(0)`),
those words name the API under test, not a verdict; so are last two words found inside a
longer identifier it uses (`test_close_waits_for_close_ok` beside
`handle_close_ok`, or `spec.Channel.OpenOk`: a protocol's own message), or as the last two
attributes of a chain it reads (`test_true_be_ok` reading
`this(True).should.be.ok`: an assertion library's own words); so
is a last word that stands alone in
a string of the test, outside its docstring and assertion messages
(or of a function of the file the test calls, `self._read_after_acks(1)`
making the device answer `"OK"` first)
(`test_set_ok` expecting the
reply `b"OK"`, `testSetReplyOk` expecting `code="OK"` in the XML it
awaits, `test_reply_without_ok` deleting the response field `"ok"`,
a script answering `{ok = 1}`): it is data under test. A name ending in a
clause whose verb is "works" or "ok" (`test_stays_denied_where_flock_works`,
`if`, `when`, `unless`, `while`, `once`, `so` likewise, also with the verb left
out, `test_connection_closes_when_ok`, "how <subject> works",
`test_how_privacy_works`, and "which <subject> are ok",
`test_error_lists_which_templates_are_ok`) names a situation, and
one ending in the state something goes to (`test_goes_from_fail_to_ok`)
names a transition: both are left alone.

A name ending in `ok` that is one cell of a grid of tests is left alone:
the tests beside it end the same words in two or more other states, and
the same states recur under a name that differs in one word
(`test_check_lhs_unauth_rhs_ok` beside `..._rhs_forbidden` and
`..._rhs_unauth`, and `test_check_lhs_denied_rhs_ok` beside its own
`..._rhs_forbidden`). "ok" is then a value the input runs through, not a
verdict. A feature's `_ok` beside its failure cases (`test_handshake_ok`
beside `test_handshake_protocol_unsupported`), or a pass/fail pair
(`test_send_ok` beside `test_send_fail`), is a verdict and is reported.
Nor is "ok" a verdict when it is the state of one part of the input,
joined by "but" or "and" to another part's failing state
(`test_invariant_violated_but_postcondition_ok`,
`test_precondition_fails_and_typeguard_ok`; not "it's ok" or "but ok",
said of the whole: `test_bad_shutdown_but_its_ok` is reported).

The report sits on the test's `def` line, once per test. Nested functions,
helpers, fixtures and functions in `conftest.py` are not tests and are not
checked.

A kind of test that a preposition puts in the sentence
(`testSyntaxErrorInUnitTest`, `test_skip_from_a_smoke_test`) is a test the
code under test loads or runs, the subject of the name, and is left alone.

A bare `_test`/`_tests` ending is not forbidden by default: in the suites of
test runners, template engines and the like, "test" is often the subject
(`test_skip_marked_test`, `test_call_from_test`, `test_template_test`). Add
`.+_tests?` to the patterns if your project never means it that way.

## Why it is bad
When a test fails, its name is often all that the report shows. "works",
"ok" or a number say that something passed once, not what the code is
supposed to do, so the reader has to open the test to learn what broke, and
cannot tell whether the test still checks what its author meant.

## Example
```python
def test_login_works(client):
    assert client.post("/login", data={"user": "ann"}).status_code == 302


def test_2(client):
    assert client.get("/admin").status_code == 403
```

## Use instead
Name the subject, the situation and the expected result:

```python
def test_login_with_valid_password_redirects_to_dashboard(client):
    assert client.post("/login", data={"user": "ann"}).status_code == 302


def test_admin_page_refuses_anonymous_user(client):
    assert client.get("/admin").status_code == 403
```

## Options
`--testarch-forbidden-name-patterns`: the regular expressions a test name
must not match in full (`re.fullmatch`), separated by commas or newlines; a
comma inside `()`, `[]` or `{}` belongs to its expression. The list replaces
the defaults (listed in `flake8 --help`), so copy the ones you keep. In a
config file, one per line:

```ini
[flake8]
testarch-forbidden-name-patterns =
    test(_?\\d+)?
    .+_(works|ok|passes|succeeds)
    .+_tests?
```

A value that is not a regular expression stops flake8 with a message naming
the option.
"""

from __future__ import annotations

import ast
import functools
import re
import unittest

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Rule, RuleOption
from flake8_testarch.rules.naming._names import compile_pattern, is_named_test, split_patterns
from flake8_testarch.rules.naming._used_names import ends_in_a_name_it_uses
from flake8_testarch.suite.collection import Role
from flake8_testarch.syntax import name_words, on_self, walk_local

_KINDS = (
    "smoke|integration|unit|stress|regression|sanity|basic|simple|functional|e2e|acceptance"
    "|system|load|performance|perf|dummy|sample|example"
)
DEFAULT_PATTERNS = ", ".join(
    (
        r"test", r"test_?\d+", r".+(?<!_still)_works", r".+[a-z0-9](?<!Still)Works",
        r".+(?<!not)(?<!_no)(?<!_without)(?<!_still_work)(?<!_still_works)_(ok|OK)",
        r".+[a-z0-9](?<!Not)(?<!No)(?<!Without)(?<!StillWork)(?<!StillWorks)(Ok|OK)",
        rf".+_({_KINDS})_tests?",
        rf".+[a-z0-9]({_KINDS.title()})Tests?",
    )
)


# How a name that one of the default patterns matches ends: "test", "works",
# "ok", a kind of test ("_smoke_tests", "UnitTest"), or a digit (``\d``: any
# Unicode decimal digit, as ``str.isdecimal`` says). Most names end otherwise
# and need no regular expression at all; the patterns start with ``.+``, which
# the regex engine tries at every position of the name.
_DEFAULT_ENDINGS = ("test", "tests", "Test", "Tests", "works", "Works", "ok", "OK", "Ok")


class ForbiddenPatterns:
    """The forbidden patterns, in order, and (when joining them keeps their
    meaning) one alternation of them all, so that a name matching none of them,
    the usual case, costs one match instead of one per pattern. The patterns
    one by one are compiled only when the alternation matches a name. For the
    default patterns, a name is first checked to end as they all do, and the
    alternation is compiled when a name first passes that check (compiling it
    is about 2 ms of a cold start, for files that may not need it)."""

    def __init__(self, texts: tuple[str, ...]):
        self.texts = texts
        self.endings = _DEFAULT_ENDINGS if texts == _DEFAULT_TEXTS else None
        self._each: tuple[re.Pattern, ...] | None = None

    @functools.cached_property
    def any_of(self) -> re.Pattern | None:
        return _alternation(self.texts)

    def matching(self, name: str) -> str | None:
        """The first pattern that matches ``name`` in full, or None."""
        if self.endings is not None and not (
            name.endswith(self.endings) or name[-1:].isdecimal()
        ):
            return None
        if self.any_of is not None and self.any_of.fullmatch(name) is None:
            return None
        if self._each is None:
            self._each = tuple(map(re.compile, self.texts))
        for pattern in self._each:
            if pattern.fullmatch(name):
                return pattern.pattern
        return None


# What joining patterns would change: global inline flags (``(?i)`` would
# apply to all of them), and a numbered back-reference or conditional (its
# number would count the groups of the patterns joined before it).
_CHANGED_BY_JOINING = lazy_compile(r"\(\?[aiLmsux]+\)|\\[0-9]|\(\?\([0-9]")


def _alternation(texts: tuple[str, ...]) -> re.Pattern | None:
    """``(?:p1)|(?:p2)|...``, or None when that could mean something else than
    "one of them matches"."""
    if len(texts) < 2 or any(_CHANGED_BY_JOINING.search(text) for text in texts):
        return None
    try:
        return re.compile("|".join(f"(?:{text})" for text in texts))
    except re.error:  # e.g. two patterns naming a group alike
        return None


_DEFAULT_TEXTS = tuple(split_patterns(DEFAULT_PATTERNS))


def parse_patterns(value) -> ForbiddenPatterns:
    texts = tuple(split_patterns(value or ""))
    if texts != _DEFAULT_TEXTS:  # the defaults are known to compile
        for text in texts:
            compile_pattern(text)  # a bad one is one clear line now, not an error later
    return ForbiddenPatterns(texts)


# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: name the test after the outcome"

RULE = Rule(
    code="TA801",
    name="mechanism-test-name",
    summary="a test name that states the mechanism, not the outcome",
    message=(
        "test name '{name}' says how it checks, not what should happen (matches "
        "'{pattern}'); name the behaviour and the expected result"
    ),
    options=(
        RuleOption(
            flag="--testarch-forbidden-name-patterns",
            help="Regular expressions (comma- or newline-separated) that a test name must "
            f"not match in full (TA801; default: {DEFAULT_PATTERNS}).".replace("%", "%%"),
            default=DEFAULT_PATTERNS,
            parse=parse_patterns,
        ),
    ),
)
_DEST = RULE.options[0].dest


def _helpers_called(test, ctx) -> list[ast.AST]:
    """The functions of the file the test calls itself: methods of its
    class (``self._check_reply(...)``) and functions of the module."""
    owner = ctx.scopes[-1] if ctx.scopes else None  # (the test is not entered yet)
    methods = {
        statement.name: statement for statement in getattr(owner, "body", ())
        if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
    } if type(owner) is ast.ClassDef else {}
    found = []
    for call in ctx.local_nodes(test):
        if type(call) is not ast.Call:
            continue
        if on_self(call.func) and call.func.attr in methods:
            found.append(methods[call.func.attr])
        elif type(call.func) is ast.Name:
            definition = ctx.semantic.called_definition(call.func, ctx.semantic.scope_at(call))
            if type(definition) in (ast.FunctionDef, ast.AsyncFunctionDef):
                found.append(definition)
    return found


def visit_FunctionDef(node, ctx):
    pattern = ctx.settings[_DEST].matching(node.name)
    if pattern is None or not is_named_test(node, ctx) or ends_in_a_name_it_uses(
        node, _helpers_called(node, ctx)
    ):
        return ()
    if _ends_in_a_clause(node.name) or _a_test_as_the_subject(node.name):
        return ()
    if _one_cell_of_a_grid(node, ctx) or _the_state_of_one_part(node.name):
        return ()
    if _COUNTER_NAME.fullmatch(node.name) and (
        _only_test_of_its_class(node, ctx) or _first_of_a_numbered_series(node, ctx)
        or _named_for_its_input(node, ctx)
    ):
        return ()
    return (Hit(node, {"name": node.name, "pattern": pattern}),)


# `test`, `test_1`, `test2`: a name that only counts.
_COUNTER_NAME = lazy_compile(r"test_?\d*")


def _only_test_of_its_class(method, ctx) -> bool:
    """A function named just ``test`` that is its class's one test, or its
    module's when it stands at the top: the run reports it as
    ``ClassName::test`` (``test_none_valued_items.py::test``), so the class
    or module names the behaviour (as for unittest's single ``runTest``)."""
    owner = ctx.scopes[-1] if ctx.scopes else ctx.tree
    if type(owner) not in (ast.ClassDef, ast.Module):
        return False
    return not any(
        type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
        and statement is not method
        and ctx.classify(statement) is Role.TEST
        for statement in owner.body
    ) and not (type(owner) is ast.Module and _has_test_classes(owner, ctx))


def _first_of_a_numbered_series(test, ctx) -> bool:
    """``test_0`` beside two or more siblings named for ranges of numbers
    (``test_1_to_10``, ``test_11_to_19``): the digits are the input the
    series runs through, not a counter."""
    owner = ctx.scopes[-1] if ctx.scopes else ctx.tree
    if type(owner) not in (ast.ClassDef, ast.Module) or not test.name[-1:].isdecimal():
        return False
    return sum(
        type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef) and statement is not test
        and _NUMBERED_CASE.fullmatch(statement.name) is not None for statement in owner.body
    ) >= 2


def _named_for_its_input(test, ctx) -> bool:
    """``test_0`` handing ``"0"`` to a call beside ``test_false`` handing
    ``"False"``, or ``test_2020`` handing ``2020`` beside ``test_year_1999``
    handing ``1999``: a table of inputs, each test named for its own. Beside
    only other numbered tests (``test_1``, ``test_2``) nothing shows the
    numbers are inputs rather than a count."""
    owner = ctx.scopes[-1] if ctx.scopes else ctx.tree
    return type(owner) in (ast.ClassDef, ast.Module) and _hands_over(
        test, test.name[len("test"):].lstrip("_")
    ) and any(
        type(sibling) in (ast.FunctionDef, ast.AsyncFunctionDef) and sibling.name[:5] == "test_"
        and not _COUNTER_NAME.fullmatch(sibling.name) and _names_its_input(sibling)
        for sibling in owner.body
    )


def _names_its_input(test) -> bool:
    """The test's name, or the number that ends it, is what it hands to a
    call (that number to a call that is not an assertion)."""
    named = test.name[5:]
    last = named.rpartition("_")[2]
    return _hands_over(test, named) or (
        last.isdecimal() and _hands_over(test, last, to_checks=False)
    )


def _hands_over(test, text: str, to_checks: bool = True) -> bool:
    """The test hands ``text`` (any case) to a call, not to unittest's own
    comparisons (``assertEqual(404, status)`` expects it); nor, unless
    ``to_checks``, to a suite's own assertion (``assertStatus(404, "/")``
    may expect it, ``assertConverted("1", True)`` may convert it)."""
    wanted = text.lower()
    return bool(wanted) and any(
        type(given) is ast.Constant and type(given.value) in (int, str)
        and str(given.value).lower() == wanted
        for node in walk_local(test)
        if type(node) is ast.Call and getattr(node.func, "attr", None) not in _COMPARISONS
        and (to_checks or not _an_assertion(node.func))
        for given in node.args
    )


_COMPARISONS = frozenset(name for name in dir(unittest.TestCase) if name.startswith("assert"))


def _an_assertion(func: ast.AST) -> bool:
    name = func.attr if type(func) is ast.Attribute else getattr(func, "id", "")
    return name.lower().startswith(("assert", "expect"))


# `test_1_to_10`: a test named for the range of numbers it runs through (not
# `test_404_with_body`, a status, nor `test_2_report_saved`, a counter).
_NUMBERED_CASE = lazy_compile(r"test_?\d+_to_\d+")


# Words that give a verdict, or negate: a sibling going on with one is the
# other half of a pass/fail pair (`_fail`, `_not_found`), not another state.
_VERDICT_WORDS = frozenset({
    "fail", "fails", "failed", "failing", "failure", "error", "errors", "raise", "raises",
    "bad", "ko", "nok", "broken", "wrong", "invalid", "works", "not", "no",
})


def _the_state_of_one_part(name: str) -> bool:
    """``..._inv_violated_but_post_ok``, ``..._pre_fails_and_typeguard_ok``:
    "ok" is the state of one part of the input, joined by "but" or "and"
    to another part's failing state, not the test's verdict."""
    words = name_words(name)
    if words[-1:] != ("ok",):
        return False
    joins = [at for at, word in enumerate(words[:-1]) if word in ("but", "and")]
    if not joins:
        return False
    # The part "ok" is said of is named (`..._but_postcondition_ok`); not
    # "it's ok", "but ok", where "ok" is said of the whole.
    part = words[joins[-1] + 1:-1]
    return bool(part) and _WHOLE.isdisjoint(part) and not _FAILING_STATES.isdisjoint(
        words[: joins[-1]]
    )


_WHOLE = frozenset({"it", "its", "is", "all", "everything", "still", "that", "this", "then"})


# The states a part of the input may be in when it does not hold.
_FAILING_STATES = (_VERDICT_WORDS - {"works"}) | frozenset(
    {"violated", "denied", "rejected", "refused", "missing", "expired"}
)


def _one_cell_of_a_grid(test, ctx) -> bool:
    """A name ending in ``ok`` that is one cell of a grid of sibling tests:
    the same words end in two or more other states, and the same states
    recur under a second name that differs in one word
    (``test_check_lhs_unauth_rhs_ok`` beside ``..._rhs_forbidden`` and
    ``..._rhs_unauth``, and ``test_check_lhs_forbidden_rhs_ok`` beside its
    own). "ok" is then a value the input runs through, not a verdict. A
    feature's ``_ok`` beside its failure cases, or an ``_ok``/``_fail``
    pair, is a verdict and stays reported."""
    words = name_words(test.name)
    if len(words) < 3 or words[-1] != "ok":
        return False
    owner = ctx.scopes[-1] if ctx.scopes else ctx.tree
    if type(owner) not in (ast.ClassDef, ast.Module):
        return False
    names = {
        name_words(statement.name)
        for statement in owner.body
        if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
    }
    stem = words[:-1]
    states = _states_after(stem, names)
    if len(states) < 2:
        return False
    return any(
        len(other) == len(words)
        and other[-1] == "ok"
        and sum(a != b for a, b in zip(other[:-1], stem)) == 1
        and states & _states_after(other[:-1], names)
        for other in names
    )


def _states_after(stem: tuple[str, ...], names) -> set[str]:
    """The words that follow ``stem`` in the sibling names, verdicts left out."""
    return {
        name[len(stem)]
        for name in names
        if len(name) > len(stem) and name[: len(stem)] == stem
    } - _VERDICT_WORDS - {"ok"}


def _has_test_classes(module: ast.Module, ctx) -> bool:
    return any(
        type(statement) is ast.ClassDef and ctx.classify(statement) is not None
        for statement in module.body
    )


# Words that open a clause: "<word> <subject> works" names the situation
# (``..._stays_denied_where_flock_works``), not a verdict.
_CLAUSE_WORDS = frozenset({
    "where", "when", "whenever", "if", "unless", "while", "once", "how", "which", "whether",
    "so",
})
# "<clause word> <subject> are ok" (``..._knows_which_files_are_ok``).
_LINKING_VERBS = frozenset({"is", "are", "was", "were", "be", "stays", "stay"})


def _ends_in_a_clause(name: str) -> bool:
    """The name ends in a clause with "works" or "ok" as its verb
    (``..._where_flock_works``, ``..._which_files_are_ok``), in the state something goes to
    (``..._from_fail_to_ok``), or in the input a subject is given
    (``..._to_bytes_w_ok``)."""
    words = name_words(name)
    if words[-1:] not in (("works",), ("ok",)) or len(words) < 4:
        return False
    if words[-1] == "ok" and words[-2] in ("with", "w"):
        return True
    # `..._closes_when_ok` beside `..._when_sql_error`: a clause, its verb left out
    return words[-3] in _CLAUSE_WORDS or words[-2] in _CLAUSE_WORDS or (
        words[-1] == "ok" and words[-2] == "to"
    ) or (len(words) >= 5 and words[-2] in _LINKING_VERBS and words[-4] in _CLAUSE_WORDS)


# Words that put a test in a place or a role: "<word> <kind> test" names a
# test the code under test handles (``test_syntax_error_in_unit_test``).
_PLACE_WORDS = frozenset({"in", "inside", "within", "from", "into", "of", "for", "during"})


def _a_test_as_the_subject(name: str) -> bool:
    """The name ends in a kind of test that a preposition puts in the
    sentence (``testSyntaxErrorInUnitTest``, ``test_skip_from_a_smoke_test``):
    a test the code under test loads or runs is the subject, as in a test
    runner's own suite."""
    words = name_words(name)
    if len(words) < 4 or words[-1] not in ("test", "tests"):
        return False
    before = words[-3] if words[-3] not in ("a", "an", "the") else words[-4]
    return before in _PLACE_WORDS


visit_AsyncFunctionDef = visit_FunctionDef
