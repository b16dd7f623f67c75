"""Pairs of tests where one expects a call to raise and the other makes the
same call with valid input (TA301): the accepting half checks by getting
through, since the code refuses by raising."""

from __future__ import annotations

import ast
import bisect
import builtins

from flake8_testarch.rules.validation._statements import expects_an_exception
from flake8_testarch.rules.validation._check_search import raises_a_failure
from flake8_testarch.rules.validation._state_changes import (
    WAITED,
    called_name,
    checked_after,
    checked_texts,
    defining_class,
    discarded_call_nodes,
    file_classes,
    functions_in,
    read_after,
)
from flake8_testarch.suite.vocabulary import RAISE_EXPECTING_CALLS
from flake8_testarch.project.classes import method_through_bases
from flake8_testarch.project.roots import project_only
from flake8_testarch.syntax import blocks, dotted_name, names_a_class, on_self, own_method


class RaisePairs:
    """The file's raise pairs, worked out when first asked."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.expected_to_raise: frozenset[str] | None = None
        self.checked_after: frozenset[tuple[str | None, str]] | None = None
        self.helper_steps: dict[str, set] | None = None

    def accepting_half(self, test) -> bool:
        """The test calls, as one of its statements, what another test of
        the file expects to raise (``with pytest.raises(TypeError):
        Box(wrong)``, ``self.assertRaises(ValueError, parse, text)``): it is
        the half that gives valid input, and not raising is its check."""
        if self.expected_to_raise is None:
            self.expected_to_raise = _expected_to_raise(self.ctx) | _expected_by_inherited_helpers(
                self.ctx
            )
        if not self.expected_to_raise:
            return False
        statements = _in_with_blocks(test.body)
        calls = _statement_calls(statements, test)
        called = {called_name(call.func) for call in calls}
        if not _defined_classes(test.body).isdisjoint(self.expected_to_raise):
            return True  # defining the subclass is what refuses (its metaclass checks it)
        if called.isdisjoint(self.expected_to_raise):
            called = called | self._helper_steps(calls)
        if called.isdisjoint(self.expected_to_raise):
            return False
        # An object built only to be thrown away (`Parser(strict=True)` as a
        # statement): building it is all the test does, and what refuses.
        if any(
            name in self.expected_to_raise and names_a_class(name)
            for name in _discarded_calls(test.body)
        ):
            return True
        # A call other tests follow with an assert has more of an outcome
        # than getting through (`inventory.reserve(...)` lowers the level).
        if self.checked_after is None:
            self.checked_after = checked_after(self.ctx, self.expected_to_raise)
        classes = file_classes(self.ctx.tree)
        own_class = next((node for node in classes.values() if test in node.body), None)
        checked = {
            name for owner, name in self.checked_after
            if owner is None or owner == defining_class(own_class, name, classes)
        }
        return not called.isdisjoint(self.expected_to_raise - checked)

    def _helper_steps(self, calls) -> set:
        """The calls that the file's own helpers among ``calls`` make as
        statements or return (``self._register()`` returning
        ``self.manager.register(...)``): the helper makes the call for the
        test. A value it only assigns (``args = self._make_args()``) is its
        setup. A plain name is a module-level function, ``self.<name>`` a
        method of a class of the file. Read once per file."""
        if self.helper_steps is None:
            self.helper_steps = {}
            for statement in self.ctx.tree.body:
                if type(statement) is ast.ClassDef:
                    owner, functions = "self", statement.body
                else:
                    owner, functions = "", [statement]
                for function in functions:
                    if type(function) in (ast.FunctionDef, ast.AsyncFunctionDef):
                        made = discarded_call_nodes(function.body, (ast.Expr, ast.Return))
                        self.helper_steps.setdefault((owner, function.name), set()).update(
                            called_name(call.func) for call in made
                        )
        found = set()
        for call in calls:
            func = call.func
            if type(func) is ast.Name:
                found |= self.helper_steps.get(("", func.id), set())
            elif on_self(func):
                found |= self.helper_steps.get(("self", func.attr), set())
        return found


def _in_with_blocks(statements) -> list:
    """The statements, those inside ``with`` blocks, ``for`` loops and
    ``try`` blocks that only clean up (``try: ... finally: ...``) included:
    the call made under ``with mock.patch(...)`` is still the test's call,
    its setting the context, and so is the call made for each of a list of
    valid inputs. A ``with`` statement stays too, for the calls that open it."""
    found = []
    for statement in statements:
        if type(statement) in (ast.With, ast.AsyncWith):
            found += [statement, *_in_with_blocks(statement.body)]
        elif type(statement) in (ast.For, ast.AsyncFor):
            found += _in_with_blocks(statement.body)
        elif type(statement) is ast.Try and not statement.handlers and not statement.orelse:
            found += _in_with_blocks(statement.body)
        else:
            found.append(statement)
    return found


def _discarded_calls(statements) -> list[str]:
    """The last names of the calls made as expression statements, their
    results thrown away (awaited too)."""
    return [
        name for name in map(called_name, (call.func for call in discarded_call_nodes(statements)))
        if name
    ]


def _expected_to_raise(ctx) -> frozenset[str]:
    """The last names of the calls the file expects to raise: made in the
    block of ``pytest.raises``/``assertRaises``, handed to their call form,
    or in a ``try`` that fails unless they raise, or whose Deferred trial's
    ``assertFailure`` expects to fail. Only the statements whose lines
    mention "aises", "try:" or "assertFailure" are read."""
    text = ctx.text
    wanted = sorted(
        {
            ctx.line_of(at) for word in ("aises", "try:", "assertFailure")
            for at in _offsets(text, word)
        }
    )
    found: set[str | None] = set()
    checked = _LazyChecks()
    stack = list(ctx.tree.body)
    while stack:
        statement = stack.pop()
        first = min((d.lineno for d in getattr(statement, "decorator_list", ())), default=None)
        at = bisect.bisect_left(wanted, first or statement.lineno)
        if at == len(wanted) or wanted[at] > statement.end_lineno:
            continue
        if _raising_block(statement, ctx):
            found |= _refused_in_block(statement)
            # `class X(Record): ...` under `pytest.raises`: defining it refuses.
            found |= _defined_classes(statement.body)
        if type(statement) is ast.Try and statement.handlers:
            found.update(_refusing(call.func) for call in _failing_unless_raised(statement))
            if _records_the_error(statement, lambda: checked.of(statement, ctx)):
                found.update(_refusing(call.func) for call in _statement_calls(statement.body))
        for call in _statement_calls([statement]):
            if called_name(call.func) == "assertFailure" and call.args:
                # trial's `assertFailure(conn.find_one(), OperationFailure)`
                made = call.args[0]
                found.add(called_name(made.func) if type(made) is ast.Call else None)
            found |= _refused_by_call_form(call, ctx)
        for _field, block in blocks(statement):
            stack.extend(block)
    found.discard(None)
    found |= _steps_of_helpers(ctx, found)
    return frozenset(found)


def _expected_by_inherited_helpers(ctx) -> frozenset[str]:
    """What the helpers a test class of the file inherits from a base in
    another module of the project expect to raise, when a test calls them
    as a statement (``self._test_parse_uri_invalid(uri)``, the base doing
    ``self.assertRaises(BadStoreUri, self.location.parse_uri, uri)``)."""
    found: set[str | None] = set()
    accept = project_only(ctx.filename)
    for cls in ctx.tree.body:
        if type(cls) is not ast.ClassDef or not cls.bases:
            continue
        asked = {
            call.func.attr
            for function in cls.body if type(function) in (ast.FunctionDef, ast.AsyncFunctionDef)
            for call in _statement_calls(function.body)
            if on_self(call.func) and own_method(cls, call.func.attr) is None
            and not call.func.attr.startswith(("assert", "fail", "skip"))
        }
        for name in asked:
            located = method_through_bases(cls, ctx.module, name, accept)
            if located is None or located[1] in cls.body:
                continue
            for statement in ast.walk(located[1]):
                if _raising_block(statement, ctx):
                    found |= _refused_in_block(statement)
                elif type(statement) is ast.Call:
                    found |= _refused_by_call_form(statement, ctx)
    found.discard(None)
    return frozenset(found)


def _raising_block(statement: ast.AST, ctx) -> bool:
    """``statement`` is a ``with`` block one of whose managers expects a
    raise (``with pytest.raises(E):``, ``with self.assertRaises(E):``)."""
    return type(statement) in (ast.With, ast.AsyncWith) and any(
        _expects_raise(item.context_expr, ctx) for item in statement.items
    )


def _refused_in_block(block: ast.With | ast.AsyncWith) -> set[str | None]:
    """What the statement calls of a block expected to raise call."""
    return {_refusing(call.func) for call in _statement_calls(block.body)}


def _refused_by_call_form(call: ast.Call, ctx) -> set[str | None]:
    """What the call form of an expected raise, in ``call`` or the calls
    its method is taken from, is handed to call (``assertRaises(E, f,
    1)``: ``f``; ``assertRaisesRegex(E, "text", f, ...)``: the callable
    after the pattern)."""
    found = set()
    for form in _chained(call):
        at = 2 if (called_name(form.func) or "").startswith("assertRaisesRegex") else 1
        if len(form.args) > at and _expects_raise(form, ctx):
            found.add(_refusing(form.args[at]))
    return found


def _records_the_error(block: ast.Try, checked) -> bool:
    """A handler of ``block`` keeps what the caught error says and an
    assertion of its function (``checked()``: what they read) after the block
    reads it (``except FSError as e: self.errno =
    e.args[0]`` then ``assertEqual(self.errno, ENOENT)``): the test checks
    how the calls of the block raise, in the old way."""
    for handler in block.handlers:
        if not handler.name:
            continue
        for statement in handler.body:
            if type(statement) is not ast.Assign or not any(
                type(node) is ast.Name and node.id == handler.name
                for node in ast.walk(statement.value)
            ):
                continue
            targets = [dotted_name(target) for target in statement.targets]
            if any(
                target and read_after(target, block.end_lineno, checked()) for target in targets
            ):
                return True
    return False


class _LazyChecks:
    """The texts the assertions of each function read, worked out when a
    statement of that function first asks."""

    def __init__(self):
        self.found: dict[ast.AST, list[tuple[int, str]]] = {}

    def of(self, statement: ast.AST, ctx) -> list[tuple[int, str]]:
        function = ctx.semantic.scope_at(statement).node
        if function not in self.found:
            self.found[function] = checked_texts(function)
        return self.found[function]


def _refusing(func: ast.AST) -> str | None:
    """The last name of what a call expected to raise calls, or None for a
    builtin called by its name (``print(1 / 0)``: the failing argument
    lands there, it refuses nothing); a method named like one
    (``endpoint.filter(bad=1)``) is the object's own."""
    if type(func) is ast.Name and func.id in _BUILTINS:
        return None
    return called_name(func)


_BUILTINS = frozenset(dir(builtins))


def _chained(call: ast.Call) -> list[ast.Call]:
    """The call and the calls its method is taken from
    (``pytest.raises(E, f, 1).match("...")``: the ``raises`` call too)."""
    found = [call]
    while type(call.func) is ast.Attribute and type(call.func.value) is ast.Call:
        call = call.func.value
        found.append(call)
    return found


def _steps_of_helpers(ctx, names: set) -> set[str]:
    """What the file's own helpers among ``names`` do as statements: the
    calls they make, and the subclasses they define, as ``class <base>``
    (``def create_invalid_conf(self): class Conf(AppConf): ...`` handed to
    ``assertRaises``: defining an ``AppConf`` is what is expected to raise,
    its metaclass checks the class)."""
    steps: set[str] = set()
    text = ctx.text
    if not any(f"def {name}(" in text for name in names if name):
        return steps
    for function in functions_in(ctx.tree.body):
        if function.name in names:
            steps.update(called_name(call.func) for call in _statement_calls(function.body))
            steps |= _defined_classes(function.body)
    steps.discard(None)
    return steps


def _defined_classes(statements) -> set[str]:
    """``class <base>`` for each class statement among ``statements`` that
    has a base."""
    return {
        f"class {called_name(base)}"
        for statement in statements
        if type(statement) is ast.ClassDef
        for base in statement.bases
        if called_name(base)
    }


def _failing_unless_raised(block: ast.Try) -> list[ast.Call]:
    """The calls of a ``try`` whose ``else`` fails (``try: parse(t) except
    ValueError: pass else: assert False``), or whose body ends failing
    (``parse(t); self.fail(...)``): the old spelling of ``assertRaises``."""
    body = block.body
    if block.orelse and any(_fails(statement) for statement in block.orelse):
        return _statement_calls(body)
    if len(body) > 1 and _fails(body[-1]):
        return _statement_calls(body[:-1])
    return []


def _fails(statement) -> bool:
    if type(statement) is ast.Assert:
        test = statement.test
        return type(test) is ast.Constant and not test.value
    if raises_a_failure(statement):
        return True
    value = statement.value if type(statement) is ast.Expr else None
    return type(value) is ast.Call and called_name(value.func) == "fail"


def _statement_calls(statements, unused_in=None) -> list[ast.Call]:
    """The calls made as statements or assigned (``Box(0)``, ``x =
    parse(t)``, awaited or yielded too), and those that open the ``with``
    blocks among them (``async with deadline(0):``); with ``unused_in``, not those assigned to a
    name that function reads again (``palette = Palette(...)`` then
    ``palette.mix()``: the value is the test's setup, not what it checks)."""
    found = []
    read = None
    for statement in statements:
        value = statement.value if type(statement) in (ast.Expr, ast.Assign) else None
        if type(value) in WAITED:
            value = value.value  # `yield d` in an inlineCallbacks test waits too
        if type(value) is not ast.Call:
            continue
        if unused_in is not None and type(statement) is ast.Assign:
            if read is None:
                read = {
                    node.id for node in ast.walk(unused_in)
                    if type(node) is ast.Name and type(node.ctx) is ast.Load
                }
            if any(type(t) is ast.Name and t.id in read for t in statement.targets):
                continue
        found.append(value)
        while (
            type(value.func) is ast.Name and value.func.id in _CONSUMERS
            and len(value.args) == 1 and type(value.args[0]) is ast.Call
        ):
            # `list(extract(text))`: the generator runs, and raises, inside it
            value = value.args[0]
            found.append(value)
    found += [
        item.context_expr for statement in statements
        if type(statement) in (ast.With, ast.AsyncWith) for item in statement.items
        if type(item.context_expr) is ast.Call
    ]
    return found


# Builtins that run through what they are given.
_CONSUMERS = frozenset(
    {"list", "tuple", "set", "frozenset", "sorted", "dict", "next", "sum", "any", "all"}
)


def _offsets(text: str, word: str) -> list[int]:
    found = []
    at = text.find(word)
    while at != -1:
        found.append(at)
        at = text.find(word, at + 1)
    return found


def _expects_raise(call, ctx) -> bool:
    # Only a callee that may stand for one of them needs resolving.
    return type(call) is ast.Call and ctx.may_name(call.func, RAISE_EXPECTING_CALLS) and (
        expects_an_exception(call, ctx.resolve)
    )
