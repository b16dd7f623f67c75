"""Tests that say getting through is their check (TA301): their name,
docstring or comments state the oracle ("does not raise", "used to fail",
"runs cleanly"), so an empty-looking test is not a forgotten one."""

from __future__ import annotations

import ast
import os

from flake8_testarch.lazy_regex import lazy_compile

# Words saying that getting through is the check: a negated failure ("does
# not raise", "won't break", "no error", "without crashing"), the failure it
# guards against ("would error", "used to fail", "raised an exception"),
# "should succeed", and the same said positively ("runs cleanly", "the
# error is caught").
_FAILING = (
    r"(?:raise[sd]?|raising|\w*errors?|erroring|\w*exceptions?|crash(?:es|ed|ing)?|"
    r"fail(?:s|ed|ing|ure)?|throw(?:s|n|ing)?|explod(?:e|es|ed|ing)|"
    r"break(?:s|ing)?|blow(?:s|ing)?\s+up|hang(?:s|ing)?|(?:dead)?lock(?:s|ing)?\s+up|"
    r"(?:dead)?lock(?:s|ed)?|block(?:s|ed|ing)?|time(?:s|d)?\s?out|timing\s?out|"
    r"warn(?:s|ed|ing)?|"
    # "gets caught in an infinite loop", "endless recursion"
    r"(?:(?:caught|stuck|trapped)\s+in\s+)?(?:an?\s+)?(?:infinite|endless)\s+(?:loop|recursion))"
)
_GETTING_THROUGH = lazy_compile(
    r"(?i)\b(?:not|never|without|no|cannot|(?:ca|wo|do|does|did|is|are|should|must|would)n'?t)"
    # "don't get an error", "never hits an exception", "expecting it not to throw"
    r"\s+(?:(?:to|get|gets|getting|see|sees|hit|hits|have|has|cause|causes)\s+)?"
    r"(?:an?\s+|any\s+)?" + _FAILING + r"\b"
    r"|\b(?:no|without)\s+(?:an?\s+|any\s+)?\w+\s+" + _FAILING + r"\b"
    # "this would error", "this will time out and let us know"
    r"|\b(?:would|will)\s+" + _FAILING + r"\b"
    # "this will cause RecursionError", "would lead to a deadlock"
    r"|\b(?:would|will|could|might)\s+(?:cause|trigger|lead\s+to|result\s+in)\s+"
    r"(?:an?\s+)?" + _FAILING + r"\b"
    # "must terminate instead of raising RecursionError"
    r"|\binstead\s+of\s+" + _FAILING + r"\b"
    r"|\bgracefully\b|\bno-?raises?\b"  # `# noraise` beside the call
    # "smoke test for the edge case", "non-regression test"
    r"|\bsmoke[- ]?tests?\b|\bnon[- ]regression\b"
    # "do not cause initialization issues", "without causing errors"
    r"|\b(?:not|never|without|no)\s+(?:cause|causes|causing|lead\s+to|result\s+in)\s+"
    r"(?:\w+\s+){0,2}(?:issues?|errors?|problems?|exceptions?|crash(?:es)?|failures?|"
    r"recursion)\b"
    # "stays quiet when the path is missing", "we can still use the old name"
    r"|\b(?:stays?|keeps?|remains?)\s+(?:quiet|silent)\b"
    r"|\bcan\s+still\s+(?:use|be\s+used|call|import|create|load|run)\b"
    # "make sure we can import it twice", "should do nothing" ("close does
    # nothing when ..."), and a test
    # that says it has no assertion on purpose ("no assertions here because")
    r"|\b(?:make\s+sure|ensure|check|verify|confirm)\s+(?:that\s+)?(?:we|it|you|this|one)\s+"
    r"(?:can\b|(?:still\s+)?works?\b)"
    # "none of these imports should fail"
    r"|\bnone\s+of\s+(?:\w+\s+){0,3}(?:should|must|will|may)\s+" + _FAILING + r"\b"
    # "make sure that parsing succeeds at all"
    r"|\b(?:make\s+sure|ensure|check|verify|confirm)\s+(?:that\s+)?"
    r"(?:(?!nothing\b|none\b|no\b)\w+\s+){1,3}succeeds\b"
    r"|\b(?:should\s+(?:just\s+)?do|does)\s+nothing\b"
    # "double stop is safe", "dispose is a noop": doing it is harmless
    r"|\b(?:is|are)\s+(?:safe|harmless|(?:an?\s+)?no-?\s?op)\b"
    r"|\bno\s+assert(?:ion)?s?\s+(?:here|needed|necessary|as|because|since)\b"
    r"|\b(?:raised|threw)\s+(?:an?\s+)?(?:exception|error)"
    r"|\bused\s+to\b[^.;]{0,40}?\b" + _FAILING
    # "an issue that prevented repr from working", "there was a bug in ..."
    + r"|\bprevent(?:s|ed|ing)?\b[^.;]{0,60}?\bfrom\s+(?:working|running|loading)\b"
    r"|\bthere\s+(?:was|were)\s+(?:an?\s+)?(?:issue|bug|problem)s?\b"
    + r"|\bshould\s+succeed\b|\bnothing\s+(?:raises|is\s+raised)\b"
    # "it should be possible to run a query after an error": doing it shows it
    r"|\b(?:it|we|you|one)\s+(?:should|must)\s+be\s+(?:possible|able)\s+to\b"
    # the same said positively: "runs cleanly", "the error is caught"
    r"|\b(?:runs?|completes?|finish(?:es)?|exits?|returns?|works?)\s+(?:cleanly|properly)\b"
    r"|\b(?:errors?|exceptions?)\s+(?:is|are|gets?)\s+(?:caught|handled|swallowed)\b"
    # "make sure the 'metaclass conflict' exception won't be raised"
    r"|\b(?:errors?|exceptions?)\W{0,3}\s+(?:won'?t|will\s+not|isn'?t|is\s+not|aren'?t|are\s+not|"
    r"shouldn'?t|should\s+not|mustn'?t|must\s+not)\s+be\s+(?:raised|thrown)\b"
    # "just checks imports work ok"
    r"|\b(?:make\s+sure|ensures?|checks?|verify|verifies|confirms?)\s+(?:that\s+)?"
    r"(?:(?!nothing\b|none\b|no\b)\w+\s+){1,3}works?\s+(?:ok|okay|fine)\b"
    # the failure it would show, named: "failing with 'No mock address'
    # means we are not choosing the correct endpoint"
    r"|\bfail(?:s|ing|ed)?\s+with\b[^.;]{0,80}?\b(?:means|if|when|unless)\b"
    # what the call does when the code is wrong: "fails in case of bad persistency"
    r"|\bfails\s+(?:in\s+case\s+of|if|when|whenever)\b"
    # asked as the test's question: "Can a Foo be constructed?"
    r"|^\s*can\s+(?:an?\s+|the\s+)?\w+(?:\s+\w+){0,3}\s+be\s+\w+\s*\?"
    # or said of its subject: "A storage pool can be deleted", "Test that
    # LockBase can be subclassed", "Ensure a delayed command can be built"
    r"|^\s*(?:(?:tests?|make\s+sure|ensures?|checks?|verify|verifies|confirms?)\s+)?"
    r"(?:(?!nothing\b|none\b|no\b)\w+\s+){1,5}can\s+be\s+\w+"
)

# A regression test citing its issue ("as seen in issue #169", a link to
# ``.../issues/232``, to the pull request or the commit that fixed or
# caused it, ``.../pull/1019``, ``.../commit/6330e9d``, a tracker's own
# prefix: "LP#2148019", "bpo-1234"): the issue is its oracle; not in a
# note of work left to do ("TODO: reproduce #364").
_CITES_AN_ISSUE = lazy_compile(
    r"(?i)\bissues?\s+#?\d+|/(?:issues|pull)/\d+|/commits?/[0-9a-f]{7,40}\b"
    r"|\b(?:gh|bpo)-\d+|(?<![\w&])#\d+\b"
    r"|(?-i:\b[A-Z]{1,4})#\d{3,}\b"
)
_WORK_LEFT = lazy_compile(r"\b(?:TODO|FIXME|XXX)\b")


# The failure it guards against quoted as Python prints it, on a line of
# its own ("KeyError: 'DTEND'", "TypeError: can't compare ...", a
# traceback's first line): the crash the test must not reproduce.
_QUOTES_A_FAILURE = lazy_compile(
    r"(?m)^\s*(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Fault|Interrupt):\s"
    r"|^\s*Traceback \(most recent call last\):"
)


def _states_the_oracle(text: str) -> bool:
    return bool(_GETTING_THROUGH.search(text)) or bool(
        _CITES_AN_ISSUE.search(text) and not _WORK_LEFT.search(text)
    ) or bool(_QUOTES_A_FAILURE.search(text))


# A test named for what can be done (``test_actor_can_be_started_with_any_arguments``,
# ``test_cache_can_be_copied``, ``test_ipset_is_weak_referencable``): the
# name states that doing it is the check.
# Only in the name: prose says "nothing can be read back" too.
_NAMED_POSSIBLE = lazy_compile(
    r"(?<!nothing )\bcan be \w+|\b(?:is|are) (?:\w+ )?\w+(?:able|ible)\b"
    # or ending on what it can be (``test_yajl2_c_loadable``), a word made
    # from a verb, not a noun that ends alike (``test_variable``, a
    # ``texttable``)
    r"|\b(?!(?:vari|execut)able\b|\w*table\b)[a-z]{4,}(?:able|ible)$"
    # or opening on it (``test_can_login_without_two_factor_callback``)
    r"|^test can (?!not\b)\w+"
    # or ending on its being let through (``test_class_variables_allowed``)
    r"|(?<!not )\b(?:allowed|permitted|supported)$"
)


def _calls_named(test, word: str) -> bool:
    """The test calls a function or method named ``word``: the name names
    that API, not a failure."""
    return any(
        type(node) is ast.Call and (
            getattr(node.func, "attr", None) == word or getattr(node.func, "id", None) == word
        )
        for node in ast.walk(test)
    )


# A test named for a failure that cannot be asserted, only survived
# (``test_term_hang``, ``test_close_deadlock``, ``test_segfault_on_free``):
# getting through is the check.
_NAMED_FOR_A_SURVIVED_FAILURE = lazy_compile(
    r"\b(?:hang|hangs|deadlocks?|segfaults?|races?|crash|crashes)\b"
    # or for what its subject copes with (``test_plugin_handles_non_ascii_bytes``,
    # ``test_parser_tolerates_bom``, ``test_save_swallows_runtime_error``):
    # coping is getting through; not the noun (``close_no_handles``)
    r"|\b\w+ (?<!\bno )(?:handles|tolerates|survives|accepts|swallows)\b"
    # ``test_a_backend_that_raises_is_swallowed``
    r"|\b(?:is|are|gets?) (?:swallowed|ignored|tolerated)\b"
    # or for its ending at all, the failure being a hang
    # (``test_join_returns_when_nothing_is_queued``, ``test_loop_exits_when_idle``,
    # ``test_broken_pipe_stops_the_loop``)
    r"|\b(?:returns|exits|terminates|finishes|ends) (?:when|once|after|if|on|cleanly)\b"
    r"|\bstops? the (?:loop|thread|worker|server|process|reader|watcher)\b"
    # or for what doing it comes to: nothing, or success
    # (``test_install_upgrade_noop``, ``test_semicolon_both_succeed``,
    # ``test_unused_dialog_teardown_ok``)
    r"|\bno ?ops?$|\b(?:is|are) no ?ops?\b|\bsucceed(?:s|ed)?\b|\bok$"
)


# A test named for the issue or regression it guards (``test_472``,
# ``test_regression_issue208``, ``test_gh_12``, ``test_140_regression``),
# or in a class named for them (``IssueTests``): asserting nothing, it is
# a crash regression, and the issue is its oracle.
_NAMED_FOR_AN_ISSUE = lazy_compile(
    r"(?i)^test_?\d+$|(?:^|_)(?:issue|iss|regression|gh|bug|ticket)_?\d+(?:_|$)"
    r"|(?:^|_)\d+_(?:issue|regression|bug|ticket)(?:_|$)"
)
_REGRESSION_CLASS = lazy_compile(
    r"(?:Issue|Regression|Bug|Ticket)s?(?:Tests?|Case)?$|^Test(?:Issue|Regression|Bug)s?"
)


def named_for_an_issue(test, owner, filename: str = "") -> bool:
    """The test, its class ``owner`` or its file (``test_issue43.py``) is
    named for an issue it guards."""
    if _NAMED_FOR_AN_ISSUE.search(test.name):
        return True
    stem = os.path.splitext(os.path.basename(filename))[0]
    if stem and _NAMED_FOR_AN_ISSUE.search(stem):
        return True
    return type(owner) is ast.ClassDef and bool(_REGRESSION_CLASS.search(owner.name))


# The test's question, asked before its first statement as a docstring
# would be: "# Can we produce a repr string for this object".
_ASKS_WHETHER_IT_CAN = lazy_compile(r"(?i)^\s*#\s*can\s+(?:we|you|one)\s+(?!not\b)\w+")


def _asks_before_it_starts(test, ctx) -> bool:
    """A comment between the ``def`` line and the first statement that asks
    whether the thing can be done at all."""
    first = test.body[0].lineno if test.body else test.lineno
    return any(
        _ASKS_WHETHER_IT_CAN.match(line) for line in ctx.lines[test.lineno:first - 1]
    )


def says_getting_through_is_the_check(test, ctx) -> bool:
    """The test's name, docstring, a comment or a string statement in it
    says that not raising is what it checks
    (``test_close_twice_does_not_raise``, ``# should not crash``,
    ``\"\"\"No error when ...\"\"\"``): a stated oracle, not a forgotten
    one."""
    docstring = ast.get_docstring(test, clean=False) or ""
    name = test.name.replace("_", " ")
    if _NAMED_POSSIBLE.search(name):
        return True
    survived = _NAMED_FOR_A_SURVIVED_FAILURE.search(name)
    if survived and not _calls_named(test, survived.group(0)):
        return True  # (`service.crash()` in `test_crash__already_crashed`: the API)
    if _states_the_oracle(name + " " + docstring) or _asks_before_it_starts(test, ctx):
        return True
    # A string written as a statement anywhere in the test is a comment too.
    if any(
        type(node) is ast.Expr and type(node.value) is ast.Constant
        and isinstance(node.value.value, str) and _states_the_oracle(node.value.value)
        for node in ast.walk(test)
    ):
        return True
    # What follows a ``#`` on the test's lines: its comments, read without
    # tokenizing (a ``#`` in a string only widens what is searched), and
    # the comment lines after its last statement indented as its body is.
    end = last = test.end_lineno or test.lineno
    while end < len(ctx.lines):
        line = ctx.lines[end]
        stripped = line.lstrip()
        if stripped.startswith("#") and len(line) - len(stripped) > test.col_offset:
            last = end = end + 1
        elif not stripped:
            end += 1
        else:
            break
    end = last
    # A comment continued on the next lines is read as one sentence.
    comments, sentence = [], []
    for line in ctx.lines[test.lineno - 1:end]:
        code, hash_mark, comment = line.partition("#")
        if hash_mark and sentence and not code.strip():
            sentence.append(comment)
            continue
        if sentence:
            comments.append(" ".join(sentence))
        sentence = [comment] if hash_mark else []
    if sentence:
        comments.append(" ".join(sentence))
    return any(_states_the_oracle(comment) for comment in comments)


def class_says_getting_through_is_the_check(cls: ast.ClassDef) -> bool:
    """The test's class states the oracle for all its tests in its docstring
    (``\"\"\"Tests that the methods work and do not crash.\"\"\"``)."""
    docstring = ast.get_docstring(cls, clean=False) or ""
    return _states_the_oracle(" ".join(docstring.split()))
