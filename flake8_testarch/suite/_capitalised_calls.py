"""The calls of capitalised names in a module (``Order(...)``,
``models.Order(...)``): the constructions the suite index counts, found
without walking the statements whose lines hold no such call in the text.
"""

from __future__ import annotations

import ast
import bisect
import re
import string

from flake8_testarch.syntax import child_fields

# A capitalised name followed by "(". No leading ``\b``: a pattern that starts
# with a character class is searched for quickly, one that starts with ``\b``
# is tried at every position (four times slower on a large file). The word
# boundary is checked on the match instead.
_CALL_OF_CAPITALISED = re.compile(r"[A-Z]\w*\s*\(")
_CALL_OF_CAPITALISED_BYTES = re.compile(rb"[A-Z]\w*\s*\(")
_ASCII_WORD = string.ascii_letters + string.digits + "_"
_WORD_CHARACTERS = frozenset(_ASCII_WORD)
_WORD_BYTES = frozenset(_ASCII_WORD.encode())


def call_lines(source: str | bytes) -> list[int]:
    """The lines (1-based, sorted) where a capitalised name is called (a
    superset: ``éFoo(`` counts too, a non-ASCII letter before it)."""
    lines, line, position = [], 1, 0
    if isinstance(source, bytes):
        pattern, word, newline = _CALL_OF_CAPITALISED_BYTES, _WORD_BYTES, b"\n"
    else:
        pattern, word, newline = _CALL_OF_CAPITALISED, _WORD_CHARACTERS, "\n"
    for match in pattern.finditer(source):
        start = match.start()
        if start and source[start - 1] in word:
            continue  # inside a longer name: `assertEqual(`
        line += source.count(newline, position, start)
        position = start
        if not lines or lines[-1] != line:
            lines.append(line)
    return lines


def capitalised_calls(tree: ast.AST, min_arguments: int, source: str | bytes) -> list[ast.Call]:
    """Every call of a capitalised name (``Order(...)``, ``models.Order(...)``)
    passing more than ``min_arguments`` arguments. Statements whose lines hold
    no such call in the text are not walked: most of a test file is skipped."""
    lines = call_lines(source)
    if not lines:
        return []
    calls = []
    stack = [tree]
    pop, push, extend = stack.pop, stack.append, stack.extend
    statement_types = _STATEMENTS
    while stack:
        node = pop()
        node_type = type(node)
        if node_type is ast.Call:
            func = node.func
            name = func.id if type(func) is ast.Name else getattr(func, "attr", "")
            if name[:1].isupper() and len(node.args) + len(node.keywords) > min_arguments:
                calls.append(node)
        elif node_type in statement_types:
            decorators = getattr(node, "decorator_list", None)
            first = decorators[0].lineno if decorators else node.lineno
            at = bisect.bisect_left(lines, first)
            if at == len(lines) or lines[at] > node.end_lineno:
                continue
        for field in child_fields(node_type):
            value = getattr(node, field)
            if type(value) is list:
                extend(value)
            elif value is not None:
                push(value)
    return calls


_STATEMENTS = frozenset(
    node_type for node_type in vars(ast).values()
    if isinstance(node_type, type) and issubclass(node_type, ast.stmt)
)
