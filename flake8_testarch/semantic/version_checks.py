"""Branches of an ``if`` on ``sys.version_info``: below which Python
version a branch is the only one taken (``if sys.version_info < (3,):``,
the ``else`` of ``if sys.version_info >= (3, 3):``). Read as syntax; the
running Python plays no part."""

from __future__ import annotations

import ast


def runs_only_below(
    branch: ast.If, in_else: bool, resolve, value_of=None
) -> tuple[int, ...] | None:
    """The version below which the body (or, with ``in_else``, the ``else``)
    of ``branch`` is taken, when its test compares ``sys.version_info``
    (also ``sys.version_info[0]``, ``[:2]`` or ``.major``) with a literal: ``< (3,)``
    -> (3,); ``== 2`` -> (3,); the ``else`` of ``>= (3, 3)`` -> (3, 3), of
    ``> (3, 2)`` -> (3, 3). None for anything else. ``resolve``: the dotted
    name an expression stands for; ``value_of``: what a plain assignment
    gives a name where it stands (``version = sys.version_info[:2]``, then
    ``if version < (3, 7):``; ``PY2 = sys.version_info < (3,)``, then ``if
    PY2:``), when the caller can tell."""
    test = branch.test
    if type(test) is ast.Name and value_of is not None:
        test = value_of(test) or test  # ``PY2 = sys.version_info < (3,)``, then ``if PY2:``
    if type(test) is not ast.Compare or len(test.ops) != 1:
        return None
    if type(test.comparators[0]) not in (ast.Tuple, ast.Constant):
        return None
    try:
        bound = ast.literal_eval(test.comparators[0])
    except ValueError:
        return None
    subject = test.left
    if type(subject) is ast.Name and value_of is not None:
        subject = value_of(subject) or subject
    if type(subject) is ast.Subscript and type(subject.slice) is ast.Constant:
        if subject.slice.value != 0:
            return None
        subject, bound = subject.value, (bound,) if isinstance(bound, int) else None
    elif type(subject) is ast.Subscript and _leading_slice(subject.slice):
        subject = subject.value  # ``sys.version_info[:2] < (3, 8)`` compares the same
    elif type(subject) is ast.Attribute and subject.attr == "major":
        subject, bound = subject.value, (bound,) if isinstance(bound, int) else None
    if not isinstance(bound, tuple) or not bound or resolve(subject) != "sys.version_info":
        return None
    if not all(isinstance(part, int) for part in bound):
        return None
    op = type(test.ops[0])
    after = (*bound[:-1], bound[-1] + 1)  # the first version past the bound
    if in_else:
        return {ast.GtE: bound, ast.Gt: after}.get(op)
    return {ast.Lt: bound, ast.LtE: after, ast.Eq: after}.get(op)


def _leading_slice(index: ast.AST) -> bool:
    """``[:2]``: the first parts of the version, compared as the whole is."""
    return (
        type(index) is ast.Slice and index.lower is None and index.step is None
        and type(index.upper) is ast.Constant and type(index.upper.value) is int
    )
