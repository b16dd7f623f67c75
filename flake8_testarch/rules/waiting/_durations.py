"""Lengths of time written in a test's code, read as seconds (TA101-TA103):
a number, ``timedelta(...)``, a constant named for a unit, text with its
unit."""

from __future__ import annotations

import ast

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import last_name

# Constants named for a unit of time, written in capitals: ``Duration.SECOND``,
# ``ONE_MINUTE``, ``MILLISECONDS``.
_UNIT_CONSTANT = lazy_compile(r"(?:ONE_)?(MILLISECOND|SECOND|MINUTE|HOUR)S?")
_UNIT_SECONDS = {"MILLISECOND": 0.001, "SECOND": 1.0, "MINUTE": 60.0, "HOUR": 3600.0}
# A duration written as text with its unit: "100ms", "2s", "1 min".
_DURATION_TEXT = lazy_compile(r"(\d+(?:\.\d+)?)\s*(ms|s|sec|secs|seconds?|min|mins|minutes?)")
# The unit a duration written as text names, as ``_UNIT_SECONDS`` knows it.
_TEXT_UNITS = {
    "ms": "MILLISECOND", "s": "SECOND", "sec": "SECOND", "secs": "SECOND",
    "second": "SECOND", "seconds": "SECOND",
    "min": "MINUTE", "mins": "MINUTE", "minute": "MINUTE", "minutes": "MINUTE",
}


def literal_seconds(value: ast.AST) -> float | None:
    """A duration written as a number, ``timedelta(seconds=...,
    milliseconds=...)``, a constant named for a unit of time
    (``Duration.SECOND``, ``MINUTE``: what it stands for, whatever number
    the library stores), a number times one (``2 * Duration.SECOND``) or
    divided by one (``300 / 1000``), or text with its unit (``"100ms"``)."""
    if isinstance(value, ast.Constant) and isinstance(value.value, (int, float)):
        return None if isinstance(value.value, bool) else float(value.value)
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        # `interval="100ms"`, `"2s"`, `"1 min"`: a duration written with its unit.
        match = _DURATION_TEXT.fullmatch(value.value.strip())
        return float(match.group(1)) * _UNIT_SECONDS[_TEXT_UNITS[match.group(2)]] if match else None
    if type(value) in (ast.Name, ast.Attribute):
        match = _UNIT_CONSTANT.fullmatch(last_name(value))
        return _UNIT_SECONDS[match.group(1)] if match else None
    if type(value) is ast.BinOp and type(value.op) is ast.Mult:
        left, right = literal_seconds(value.left), literal_seconds(value.right)
        if left is not None and right is not None and (
            type(value.left) is ast.Constant or type(value.right) is ast.Constant
        ):
            return left * right
        return None
    if type(value) is ast.BinOp and type(value.op) is ast.Div and type(value.right) is ast.Constant:
        # `300 / 1000`: milliseconds written as a fraction of a second
        left, right = literal_seconds(value.left), literal_seconds(value.right)
        return left / right if left is not None and right else None
    if isinstance(value, ast.Call) and last_name(value.func) == "timedelta":
        total = 0.0
        for keyword in value.keywords:
            amount = literal_seconds(keyword.value)
            scale = {"seconds": 1, "milliseconds": 0.001, "minutes": 60}.get(keyword.arg or "")
            if amount is None or scale is None:
                return None
            total += amount * scale
        return total if not value.args else None
    return None
