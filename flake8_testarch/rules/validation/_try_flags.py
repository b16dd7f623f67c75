"""How a ``try`` whose handler swallows can still check that the code raises
(TA303): the body sets a flag last and a later statement fails on it, the
body ends in a failure the handler does not catch, or a later check asks
which exception the code under test recorded."""

from __future__ import annotations

import ast
import bisect

from flake8_testarch.rules.validation._statements import (
    assignment_targets,
    block_fails,
    last_name,
)
from flake8_testarch.semantic.reading import parameters
from flake8_testarch.suite.marks import parametrized_values
from flake8_testarch.syntax import (
    EXCEPTION_NAME_ENDINGS,
    ancestors,
    blocks,
    names_an_exception,
)

_ASSIGNMENTS = (ast.Assign, ast.AugAssign, ast.AnnAssign)
# pytest's outcomes derive from BaseException, not Exception.
_OUTCOMES = frozenset({"pytest.fail", "pytest.skip", "pytest.exit"})
# Exception class names, and those of test frameworks' failures.
_EXCEPTION_NAME_ENDINGS = (*EXCEPTION_NAME_ENDINGS, "Failure", "Fault")


def fails_past_the_handler(body: list[ast.stmt], caught: list[str]) -> bool:
    """The body ends in ``pytest.fail(...)`` and the handler catches only
    ``Exception`` (or narrower): pytest's ``Failed`` is a ``BaseException``,
    so it passes the handler and fails the test when the code did not raise."""
    last = body[-1] if body else None
    if not caught or any(name in ("BaseException", "everything") for name in caught):
        return False
    if type(last) is not ast.Expr or type(last.value) is not ast.Call:
        return False
    func = last.value.func
    return (
        type(func) is ast.Attribute and type(func.value) is ast.Name
        and f"{func.value.id}.{func.attr}" in _OUTCOMES
    )


def fails_on_a_flag_after(node: ast.AST, function: ast.AST) -> bool:
    """A statement after the ``try`` fails on a name its body sets last
    (``value = None``, ``try: value = str(bad) except: pass``, then ``if
    value is not None: raise Exception("should have crashed")``), or a flag
    its body sets last to a constant and a later check reads (``raised =
    False`` in the ``try``, ``self.assertEqual(raised, True)`` after other
    statements), nothing setting it in between: an
    ``else:`` that fails, written as a flag; the ``try`` checks that the
    code raises."""
    last = node.body[-1]
    assigned = {
        target.id for target in assignment_targets(last) if type(target) is ast.Name
    } if type(last) in _ASSIGNMENTS else set()
    if not assigned:
        return False
    # A constant set last is a flag, read by any later check; a value the
    # try works out is read as one only by the `if` right after it.
    flag = type(getattr(last, "value", None)) is ast.Constant
    holders = ancestors(node, function)
    inner = node
    # A flag may be checked after the blocks around the `try` end too
    # (`with server:` ... `assert routed`); a worked-out value only right after.
    for holder in holders if flag else holders[:1]:
        for _field, block in blocks(holder):
            if inner not in block:
                continue
            for following in block[block.index(inner) + 1:]:
                if _checks_the_flag(following, assigned, flag):
                    return True
                if not flag or type(following) in _ASSIGNMENTS and assigned & {
                    target.id for target in assignment_targets(following)
                    if type(target) is ast.Name
                }:
                    return False
            break
        if holder is function or type(holder) not in _BLOCK_STATEMENTS:
            return False
        inner = holder
    return False


# Statements whose blocks run straight on into the statement after them.
_BLOCK_STATEMENTS = (ast.With, ast.AsyncWith, ast.If, ast.Try, ast.For, ast.AsyncFor, ast.While)


def _checks_the_flag(statement: ast.stmt, flags: set, flag: bool) -> bool:
    """``if value is not None: raise ...``, or for a flag ``assert raised``,
    ``self.assertEqual(raised, True)``: the statement fails on it."""
    if type(statement) is ast.If:
        read, failing = statement.test, block_fails(statement.body)
    elif not flag:
        return False
    elif type(statement) is ast.Assert:
        read, failing = statement.test, True
    elif type(statement) is ast.Expr and type(statement.value) is ast.Call:
        read = statement.value
        func = read.func
        failing = type(func) is ast.Attribute and func.attr.startswith("assert")
    else:
        return False
    return failing and any(type(name) is ast.Name and name.id in flags for name in ast.walk(read))


def checks_what_was_raised_after(node: ast.AST, function: ast.AST, ctx) -> bool:
    """A check after the ``try`` asks which exception the code under test
    recorded (``(error,) = recorded``, then ``assert isinstance(error,
    expected_error)``, ``type(error) is KeyError``): the ``try`` only
    provokes that error, and any other failure in it fails the check."""
    return _last_pin(function, ctx) > (node.end_lineno or node.lineno)


def _last_pin(function: ast.AST, ctx) -> int:
    """The line of the function's last check of which exception was
    recorded, 0 when it has none (read once per function: a long test may
    hold thousands of ``try`` blocks)."""
    known = ctx.scratch.setdefault(_PINS, {})
    if function not in known:
        messages = _raised_messages(function, ctx)
        known[function] = max((
            check.lineno for check in ctx.local_nodes(function)
            if type(check) is ast.Assert and _pins_an_exception(check.test, function, ctx)
            or type(check) is ast.Call and last_name(check.func) == "assertIsInstance"
            and len(check.args) > 1 and _an_exception_class(check.args[1], function, ctx)
            or messages and _checks_a_message(check, messages)
        ), default=0)
    return known[function]


def _raised_messages(function: ast.AST, ctx) -> list[str]:
    """The texts the test's own code gives the exceptions it raises
    (``raise ValueError("explode")`` in a tool it defines)."""
    return [
        given.value for node in ctx.nodes_within(ast.Raise, function)
        if type(node.exc) is ast.Call
        for given in node.exc.args
        if type(given) is ast.Constant and type(given.value) is str and len(given.value) >= 3
    ]


def _checks_a_message(check: ast.AST, messages: list[str]) -> bool:
    """An ``assert`` (or ``assert*`` call) holding part of such a text:
    ``assert "explode" in recorded["message"]`` pins the error raised on
    purpose, and any other failure fails it."""
    if type(check) is ast.Assert:
        read = check.test
    elif type(check) is ast.Call and last_name(check.func).startswith("assert"):
        read = ast.Tuple(elts=list(check.args))
    else:
        return False
    return any(
        type(inner) is ast.Constant and type(inner.value) is str and len(inner.value) >= 3
        and any(inner.value in message for message in messages)
        for inner in ast.walk(read)
    )


_PINS = "TA303 checks of the exception recorded"  # ctx.scratch key


def _pins_an_exception(test: ast.AST, function: ast.AST, ctx) -> bool:
    for inner in ast.walk(test):
        if type(inner) is ast.Call and type(inner.func) is ast.Name and (
            inner.func.id == "isinstance" and len(inner.args) == 2
        ):
            if _an_exception_class(inner.args[1], function, ctx):
                return True
        elif type(inner) is ast.Compare and _a_type_read(inner.left) and len(inner.ops) == 1:
            if _an_exception_class(inner.comparators[0], function, ctx):
                return True
        elif type(inner) is ast.Compare and len(inner.ops) == 1 and type(inner.ops[0]) is ast.Eq:
            # `span.attributes["error.type"] == "app.errors.RequestError"`:
            # the class recorded, spelt out as its dotted name.
            if any(map(_an_exception_path, (inner.left, inner.comparators[0]))):
                return True
    return False


def _an_exception_path(expression: ast.AST) -> bool:
    text = expression.value if type(expression) is ast.Constant else None
    return (
        type(text) is str and "." in text and all(part.isidentifier() for part in text.split("."))
        and names_an_exception(text.rsplit(".", 1)[1], _EXCEPTION_NAME_ENDINGS)
    )


def _a_type_read(expression: ast.AST) -> bool:
    """``type(error)`` or ``error.__class__``."""
    if type(expression) is ast.Attribute:
        return expression.attr == "__class__"
    return (
        type(expression) is ast.Call and type(expression.func) is ast.Name
        and expression.func.id == "type" and len(expression.args) == 1
    )


def _an_exception_class(expression: ast.AST, function: ast.AST, ctx, depth: int = 0) -> bool:
    """An exception class by its name (``KeyError``, ``errors.TimeoutError``,
    a tuple of them), or a parameter of the test that its
    ``parametrize`` mark gives only such classes."""
    if type(expression) is ast.Tuple:
        return bool(expression.elts) and all(
            _an_exception_class(element, function, ctx, depth) for element in expression.elts
        )
    name = last_name(expression)
    if not name:
        return False
    if names_an_exception(name, _EXCEPTION_NAME_ENDINGS):
        return True
    if depth or type(expression) is not ast.Name:
        return False
    values = parametrized_values(function, expression.id, ctx.semantic)
    return bool(values) and all(
        _an_exception_class(value, function, ctx, depth + 1) for value in values
    )


def _place(node: ast.AST, function: ast.AST, ctx):
    """(block, position) of the ``try`` in its block; None when the block
    is inside a loop (a name bound by an earlier round is still bound)."""
    holder, block, at = ctx.semantic.block_of(node)
    if at < 0:
        return None
    while holder is not None and holder is not function:
        if type(holder) in _LOOPS:
            return None
        holder, _block, found = ctx.semantic.block_of(holder)
        if found < 0:
            return None
    return block, at


_LOOPS = (ast.For, ast.AsyncFor, ast.While)


def fails_after_leaving(node: ast.AST, handler: ast.ExceptHandler, function, ctx) -> bool:
    """The handler leaves (``except AssertionError: return``) and the
    statement right after the ``try`` fails: a check written upside down,
    passing only when the ``try`` raised, as with an ``else:`` that fails."""
    if not handler.body or type(handler.body[-1]) not in (ast.Return, ast.Break, ast.Continue):
        return False
    place = _place(node, function, ctx)
    return place is not None and block_fails(place[0][place[1] + 1:place[1] + 2])


def read_unbound_after(node: ast.AST, function: ast.AST, ctx, handler=None) -> bool:
    """The ``try`` binds a name as its last step that nothing bound before
    (``response = requests.get(url)``), and a simple statement after it, in
    the same block with only simple statements between, reads the name
    (``assert response.status_code == 200``): when anything in the ``try``
    fails, the name is unbound and that read fails the test. Not when the
    handler leaves instead (``except Exception: return``). Read from one
    index of the function's names and of the block, for a linear cost."""
    if handler is not None and any(type(inner) in _LEAVING for inner in handler.body):
        return False
    last = node.body[-1]
    if type(last) not in _ASSIGNMENTS:
        return False
    bound = {target.id for target in assignment_targets(last) if type(target) is ast.Name}
    place = _place(node, function, ctx) if bound else None
    if place is None or bound & {argument.arg for argument in parameters(function)}:
        return False
    block, at = place
    names = _names_of(function, ctx)
    if any(names.first_bound.get(name, node.lineno) < node.lineno for name in bound):
        return False
    lines, next_compound = _block_index(block, ctx)
    for name in bound:
        reads = names.reads.get(name, ())
        read = reads[bisect.bisect_right(reads, node.end_lineno)] if (
            reads and reads[-1] > node.end_lineno
        ) else None
        if read is None:
            continue
        where = bisect.bisect_right(lines, read) - 1
        if at < where < next_compound[at + 1] and read <= block[where].end_lineno:
            return True
    return False


# Statements that run whole once reached: a read there is not skipped.
_SIMPLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Assert, ast.Return, ast.Delete)
_LEAVING = (ast.Return, ast.Raise, ast.Break, ast.Continue)


class _Names:
    """Where each name of a function is first bound, and the lines it is read on."""

    def __init__(self, nodes: list[ast.AST]):
        self.first_bound: dict[str, int] = {}
        reads: dict[str, set[int]] = {}
        for inner in nodes:
            if type(inner) is not ast.Name:
                continue
            if type(inner.ctx) is ast.Load:
                reads.setdefault(inner.id, set()).add(inner.lineno)
            elif inner.lineno < self.first_bound.get(inner.id, inner.lineno + 1):
                self.first_bound[inner.id] = inner.lineno
        self.reads = {name: sorted(lines) for name, lines in reads.items()}


def _names_of(function: ast.AST, ctx) -> _Names:
    memo = ctx.scratch.setdefault("TA303.names", {})
    found = memo.get(function)
    if found is None:
        found = memo[function] = _Names(ctx.local_nodes(function))
    return found


def _block_index(block: list, ctx) -> tuple[list[int], list[int]]:
    """The block's first lines, and for each position the next one holding
    a statement that is not simple (the block's length when none)."""
    memo = ctx.scratch.setdefault("TA303.blocks", {})
    found = memo.get(id(block))
    if found is None:
        following = [len(block)] * (len(block) + 1)
        for at in range(len(block) - 1, -1, -1):
            following[at] = following[at + 1] if type(block[at]) in _SIMPLE else at
        found = memo[id(block)] = ([statement.lineno for statement in block], following)
    return found
