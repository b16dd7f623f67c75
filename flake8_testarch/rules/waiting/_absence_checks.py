"""What TA103 counts as an assertion of absence (``assert not x``, ``x is
None``, ``assert_not_called()``, ``assertNotIn``), what as a positive
check beside it, and what an absence check finds absent."""

from __future__ import annotations

import ast
import re

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import last_name, walk_local

_ABSENCE_METHODS = frozenset(
    {
        "assert_not_called", "assert_not_awaited", "assertIsNone",
        "assertNotIn", "failIf", "assert_not_called_with",
    }
)
_EQUALITY_METHODS = frozenset({"assertEqual", "assertEquals", "assertIs"})
# Predicates whose negation means "it has finished" rather than "nothing
# happened", by the words of their names: ``is_alive``, ``is_running``,
# ``is_process_running``, ``should_keep_running``, ``pool.active``,
# ``path.exists()``, ``client.is_connected``, ``channel.is_open``.
_LIVENESS = lazy_compile(r"alive|running|active|exists|connected|^is_(file|dir|open)$")
# Methods that block until what they wait for has settled, made as a
# statement of their own: ``worker.join()``, ``done.wait()``,
# ``future.result()``; and those named for flushing or draining what is
# pending (``processor.force_flush()``, ``queue.drain()``).
BLOCKING_METHODS = frozenset({"join", "wait", "result"})
# Matched with underscores left out: `return_code`, `exit_code` too.
_OUTCOME_PARTS = ("returncode", "exitcode", "status", "errno")


def _is_empty_value(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        value = node.value
        return value is None or value is False or (
            not isinstance(value, bool) and value in (0, "", b"")
        )
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return not node.elts
    if isinstance(node, ast.Dict):
        return not node.keys
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id in ("set", "list", "dict", "tuple", "frozenset") and not node.args
    return False


def _last_name(node: ast.AST) -> str:
    """``proc.returncode`` -> ``returncode``; ``t.is_alive()`` -> ``is_alive``."""
    return last_name(node.func if isinstance(node, ast.Call) else node)


def _states_an_outcome(node: ast.AST) -> bool:
    """``not t.is_alive()`` or ``proc.returncode == 0`` says something finished:
    a sleep before it waits for a success, which TA101 covers, not for an absence."""
    if type(node) is ast.Call and _last_name(node) in BLOCKING_METHODS:
        return True  # `child.wait() == 0`: the check itself waits for the end
    name = _last_name(node).lower()
    bare = name.replace("_", "")
    return bool(_LIVENESS.search(name)) or any(part in bare for part in _OUTCOME_PARTS)


def _asks_if_empty(node: ast.AST) -> bool:
    """``q.empty()``, ``is_empty(x)``, ``frame.empty``: negated, it claims
    something is there, the opposite of an absence."""
    return _last_name(node).lower().replace("_", "") in ("empty", "isempty")


def _is_absence_test(test: ast.AST) -> bool:
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return not (_states_an_outcome(test.operand) or _asks_if_empty(test.operand))
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return any(_is_absence_test(value) for value in test.values)
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        operator, right = test.ops[0], test.comparators[0]
        if isinstance(operator, ast.NotIn):
            return True
        if isinstance(operator, (ast.Is, ast.Eq)):
            if _states_an_outcome(test.left) or _states_an_outcome(right):
                return False
            return _is_empty_value(right) or _is_empty_value(test.left)
    return False


def _is_absence_call(call: ast.Call) -> bool:
    if not isinstance(call.func, ast.Attribute):
        return False
    method = call.func.attr
    if method in _ABSENCE_METHODS:
        return True
    if method == "assertFalse":
        return not (
            call.args and (_states_an_outcome(call.args[0]) or _asks_if_empty(call.args[0]))
        )
    if method in _EQUALITY_METHODS and len(call.args) >= 2:
        if any(_states_an_outcome(argument) for argument in call.args[:2]):
            return False
        return any(_is_empty_value(argument) for argument in call.args[:2])

    return False


def checks(statement: ast.stmt) -> tuple[ast.AST | None, bool]:
    """The statement's first absence check in source order, or None, and
    whether it makes a positive check anywhere."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return None, False
    absences, positive = [], False
    for node in walk_local(statement):
        if not is_check(node):
            continue
        if checks_absence(node):
            absences.append(node)
        else:
            positive = True
    first = min(absences, key=lambda node: (node.lineno, node.col_offset)) if absences else None
    return first, positive


def checks_absence(check: ast.AST) -> bool:
    """Whether a check (an ``assert`` or an assertion call) asserts absence."""
    if type(check) is ast.Assert:
        return _is_absence_test(check.test) and not _says_it_finished(check.msg)
    return _is_absence_call(check) and not any(
        _says_it_finished(given) for given in (*check.args[1:], *(k.value for k in check.keywords))
    )


def _says_it_finished(message: ast.AST | None) -> bool:
    """The check's message says something has finished (``"profiler should
    have stopped"``): the absence is the outcome the sleep waits for, and a
    slow machine fails the check. Not when it says that must not happen."""
    if type(message) is not ast.Constant or not isinstance(message.value, str):
        return False
    said = _FINISHED.search(message.value)
    return said is not None and not _NEGATION.search(message.value[:said.start()])


_FINISHED = lazy_compile(
    r"\b(stopped|finished|ended|closed|expired|exited|terminated|shut ?down|completed"
    r"|cleaned up|torn down|timed out|released|disconnected|cancell?ed)\b",
    re.IGNORECASE,
)
_NEGATION = lazy_compile(r"\b(not|never|no)\b|n't\b", re.IGNORECASE)


def is_check(node: ast.AST) -> bool:
    """An ``assert``, an assertion method, or a block that expects an
    exception (``pytest.raises``, ``self.assertRaises``): a positive check."""
    return type(node) is ast.Assert or (
        type(node) is ast.Call
        and isinstance(node.func, ast.Attribute)
        and (node.func.attr.startswith(("assert", "fail")) or node.func.attr in _EXPECTING)
    )


_EXPECTING = frozenset({"raises", "warns"})


def absent_subject(assertion: ast.AST) -> ast.AST | None:
    """What an absence check finds absent or empty: ``x`` of ``assert not x``,
    ``x == []``, ``x is None``, ``key not in x``, ``assertEqual(x, [])``,
    ``assertFalse(x)``, ``assertNotIn(key, x)``."""
    if type(assertion) is ast.Assert:
        test = assertion.test
        if type(test) is ast.UnaryOp:
            return test.operand
        if type(test) is ast.Compare and len(test.ops) == 1:
            if type(test.ops[0]) is ast.NotIn:
                return test.comparators[0]
            return test.comparators[0] if _is_empty_value(test.left) else test.left
        return None
    arguments = assertion.args
    if not arguments:
        # `worker.stop.assert_not_called()`: the mock found not called
        func = assertion.func
        return func.value if type(func) is ast.Attribute and func.attr.startswith(
            ("assert_not_called", "assert_not_awaited")
        ) else None
    if assertion.func.attr in ("assertNotIn",) and len(arguments) >= 2:
        return arguments[1]
    if len(arguments) >= 2 and _is_empty_value(arguments[0]):
        return arguments[1]
    return arguments[0]
