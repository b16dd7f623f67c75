"""Which fields of a syntax node hold other nodes: one table for every walk in
the pack (the engine's, and the rules' own walks over a test or a helper).

Read from the ASDL signature in each node class's docstring
(``BinOp(expr left, operator op, expr right)``): fields typed as a name, a
string, a constant, an expression context (``Load``) or an operator (``Add``,
``Eq``) never hold a node worth visiting, so they are not read at all.

Also here: what ``ast.parse`` raises on a text it cannot read, for every
place in the pack that parses a module from disk, the normal form in which
Python reads identifiers, and line spans asked about many times.
"""

from __future__ import annotations

import ast
import bisect
import functools
from collections.abc import Iterable


_LEAF_TYPES = frozenset(
    {
        "identifier", "string", "constant", "int", "expr_context", "operator", "unaryop",
        "cmpop", "boolop",
    }
)
_NEVER = frozenset({"ctx", "op", "ops"})
# A syntax error, a null byte, nesting too deep, a text too large.
PARSE_ERRORS = (SyntaxError, ValueError, RecursionError, MemoryError)
_FIELDS: dict[type, tuple[str, ...]] = {}


def _read_fields(node_type: type) -> tuple[str, ...]:
    fields = getattr(node_type, "_fields", ())
    declared = {}
    signature = (node_type.__doc__ or "").split("\n")[0]
    opening = node_type.__name__ + "("
    parameters = signature[len(opening):-1] if signature.startswith(opening) else ""
    for part in parameters.split(",") if signature.endswith(")") else ():
        words = part.split()
        if len(words) == 2:
            declared[words[1]] = words[0].rstrip("*?")
    if set(declared) != set(fields):  # no readable signature: every field but these
        return tuple(field for field in fields if field not in _NEVER)
    return tuple(field for field in fields if declared[field] not in _LEAF_TYPES)


def child_fields(node_type: type) -> tuple[str, ...]:
    """The fields of a node type that can hold child nodes, in source order.
    They hold a node, None, or a list of nodes and Nones (``Dict.keys`` for
    ``**``, ``kw_defaults``)."""
    fields = _FIELDS.get(node_type)
    if fields is None:
        fields = _FIELDS[node_type] = _read_fields(node_type)
    return fields


@functools.cache
def childless_types() -> frozenset[type]:
    """The node types that never hold a child node (``Name``, ``Constant``,
    ``Pass``, ``alias``...): a walk that does not visit them need not go to
    them at all."""
    found, pending = set(), [ast.AST]
    while pending:
        node_type = pending.pop()
        pending.extend(node_type.__subclasses__())
        if getattr(node_type, "_fields", None) is not None and not child_fields(node_type):
            found.add(node_type)
    return frozenset(found)


def child_nodes(node: ast.AST) -> list[ast.AST]:
    """The child nodes, in source order: ``ast.iter_child_nodes`` without the
    contexts and operators, and about twice as fast."""
    found = []
    for field in child_fields(type(node)):
        value = getattr(node, field, None)
        if type(value) is list:
            found.extend([item for item in value if isinstance(item, ast.AST)])
        elif isinstance(value, ast.AST):
            found.append(value)
    return found


def nfkc(text: str) -> str:
    """``text`` NFKC-normalised, the form in which Python reads identifiers
    (``ｓｌｅｅｐ`` is ``sleep``). ASCII is its own normal form, so unicodedata
    is imported only for the rest: a library load most starts do not need."""
    if text.isascii():
        return text
    import unicodedata

    return unicodedata.normalize("NFKC", text)


def _first_line(statement: ast.stmt) -> int:
    return statement.lineno


def _last_line(statement: ast.stmt) -> int:
    return statement.end_lineno or statement.lineno


def spanning(block: list[ast.stmt], line: int) -> range:
    """The positions of the statements of a block whose lines span ``line``.
    A block's statements follow each other (each ends where or before the
    next begins), so they are found by bisection, not by reading the block."""
    first = bisect.bisect_left(block, line, key=_last_line)
    return range(first, bisect.bisect_right(block, line, lo=first, key=_first_line))


class LineSpans:
    """Whether a line falls in any of some ranges of lines (``first`` to
    ``last``, both included), answered in logarithmic time: for a question a
    rule asks about every node of a function, where reading every range again
    would cost the function's size each time."""

    def __init__(self, spans: Iterable[tuple[int, int]]):
        firsts: list[int] = []
        lasts: list[int] = []
        for first, last in sorted(spans):
            if first > last:
                continue
            if lasts and first <= lasts[-1] + 1:
                lasts[-1] = max(lasts[-1], last)
            else:
                firsts.append(first)
                lasts.append(last)
        self._firsts, self._lasts = firsts, lasts

    def __contains__(self, line: int) -> bool:
        at = bisect.bisect_right(self._firsts, line) - 1
        return at >= 0 and line <= self._lasts[at]
