"""What a literal is, and whether its truth value is fixed by how it is
written (``"message"``, ``(x, "message")``, ``True``, ``[]``): read from the
syntax alone, for TA305 (vacuous-assertion); and whether a test compares
literals both ways, as a test of the language's own equality does."""

from __future__ import annotations

import ast


def is_literal(node: ast.AST) -> bool:
    """A value fixed by how it is written (no names, no calls)."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return is_literal(node.operand)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return all(is_literal(element) for element in node.elts)
    if isinstance(node, ast.Dict):
        return all(k is not None and is_literal(k) for k in node.keys) and all(
            is_literal(v) for v in node.values
        )
    return False


def always_true(node: ast.AST) -> str | None:
    """What makes a value always true, for values that hide a slip; None otherwise.

    ``True`` and non-zero numbers are left to the caller (a marker or a stand-in),
    and so are containers made only of literals (a truthiness test of literals).
    """
    if isinstance(node, ast.Constant):
        if isinstance(node.value, (str, bytes)) and node.value:
            return "a non-empty string is always true"
        if node.value is Ellipsis:
            return "Ellipsis is always true"
        return None
    if isinstance(node, ast.JoinedStr):
        if any(isinstance(part, ast.Constant) and part.value for part in node.values):
            return "a non-empty f-string is always true"
        return None
    if isinstance(node, ast.Lambda):
        return "a lambda is always true"
    if isinstance(node, (ast.Tuple, ast.List, ast.Set, ast.Dict)):
        elements = node.keys + node.values if isinstance(node, ast.Dict) else node.elts
        if elements and not is_literal(node):
            kind = {ast.Tuple: "tuple", ast.List: "list", ast.Set: "set", ast.Dict: "dict"}
            return f"a non-empty {kind[type(node)]} is always true"
    return None


def is_truthy_constant(node: ast.AST) -> bool:
    """``True``, ``1``: a stand-in for a check rather than a slip."""
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, (bool, int, float, complex))
        and bool(node.value)
    )


def is_falsy_literal(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return not node.value
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return not node.elts
    if isinstance(node, ast.Dict):
        return not node.keys
    return False


def is_message_constant(node: ast.AST) -> bool:
    """A string (or None, the default): a real failure message."""
    return isinstance(node, ast.Constant) and (isinstance(node.value, str) or node.value is None)


def asserts_literals_differ(node: ast.AST) -> bool:
    """``assert a != b`` or ``assertNotEqual(a, b)`` (``is not`` too) on two literals."""
    if type(node) is ast.Compare and len(node.ops) == 1:
        pair = (node.left, node.comparators[0])
        unequal = type(node.ops[0]) in (ast.NotEq, ast.IsNot)
    elif type(node) is ast.Call and type(node.func) is ast.Attribute and len(node.args) >= 2:
        pair = (node.args[0], node.args[1])
        unequal = node.func.attr in ("assertNotEqual", "assertNotEquals", "assertIsNot")
    else:
        return False
    return unequal and all(is_literal(side) for side in pair)


def compares_literals_both_ways(ctx) -> bool:
    """The test around the check also asserts that two different literals
    differ (``assertNotEqual([()], [(), ()])``, ``assert (1,) != [1]``):
    it tests the language's own equality, so equal literals are its cases.
    Read once per function."""
    function = ctx.current_function
    if function is None:
        return False
    known = ctx.scratch.setdefault("TA305 literal inequality", {})
    found = known.get(function)
    if found is None:
        found = known[function] = any(
            asserts_literals_differ(node)
            for node_type in (ast.Compare, ast.Call)
            for node in ctx.nodes_within(node_type, function)
        )
    return found
