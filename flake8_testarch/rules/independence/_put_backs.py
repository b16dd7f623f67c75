"""Which later change in the same function puts an earlier one back: a
restore-shaped write (a delete, a saved value written back), a key written
back after its delete, a flag flipped back, or a whole resource emptied and
refilled from a copy in one go."""

from __future__ import annotations

import ast

from flake8_testarch.rules.independence._changes import ATTRIBUTE, ENV, MODULES, Change
from flake8_testarch.rules.independence._restores import Cover


def restores(restore: Change, change: Change) -> bool:
    return Cover(restore.resource, restore.keys).covers(change)


_KEYED = frozenset({ENV, MODULES, ATTRIBUTE})


def puts_back(later: Change, earlier: Change) -> bool:
    """Whether a later change in the same function undoes an earlier one: it has
    the shape of a restore (a delete, a saved value written back), or it
    writes the very same variable, item or attribute back from one constant
    flag to the other (``_config.flag = True`` ... ``_config.flag = False``),
    or takes back the same step (``Lease.version += 1`` ... ``Lease.version -= 1``).
    Another write of a new value is the next step of the test, not a restore."""
    if later.restoring:
        # A second delete takes away more; it does not undo the first one.
        both_delete = later.verb == "delete" and earlier.verb == "delete"
        return not both_delete and restores(later, earlier)
    if earlier.verb == "delete" and later.verb == "set" and later.resource in _KEYED:
        # `del os.environ["X"]` ... `os.environ["X"] = "agent"`: the key comes back
        return (
            later.keys is not None
            and later.keys == earlier.keys
            and later.resource == earlier.resource
        )
    return (
        later.resource in _KEYED
        and later.keys is not None
        and later.keys == earlier.keys
        and later.resource == earlier.resource
        and (
            _flips_back(written_value(later), written_value(earlier))
            or _steps_back(later.node, earlier.node)
        )
    )


def completes_a_reset(change: Change, following: Change) -> bool:
    """Emptying a whole resource right before writing a saved copy back into it
    (``os.environ.clear()`` then ``os.environ.update(saved)``) is the first
    half of one restore, not a change of its own."""
    return (
        change.verb == "whole"
        and not change.restoring
        and following.restoring
        and following.resource == change.resource
        and following.keys is None
    )


def written_value(change: Change) -> ast.AST | None:
    """The value a change writes: ``x = value``, ``setattr(o, "x", value)``,
    ``os.putenv("X", value)``, ``os.environ.setdefault("X", value)``."""
    node = change.node
    if isinstance(node, (ast.Assign, ast.AnnAssign)):
        return node.value
    if isinstance(node, ast.Call) and node.args:
        return node.args[-1] if len(node.args) > 1 else None
    return None


def _flips_back(later: ast.AST | None, earlier: ast.AST | None) -> bool:
    flags = (bool, type(None))
    return (
        isinstance(later, ast.Constant) and isinstance(earlier, ast.Constant)
        and isinstance(later.value, flags) and isinstance(earlier.value, flags)
        and later.value is not earlier.value
    )


_INVERSE_STEPS = {ast.Add: ast.Sub, ast.Sub: ast.Add}


def _steps_back(later: ast.AST, earlier: ast.AST) -> bool:
    """``x -= n`` after ``x += n`` (or the other way round), ``n`` written the same."""
    return (
        type(later) is ast.AugAssign and type(earlier) is ast.AugAssign
        and _INVERSE_STEPS.get(type(earlier.op)) is type(later.op)
        and ast.dump(later.value) == ast.dump(earlier.value)
    )
