"""Shared by the TA8xx rules: which definitions are tests, and regex options."""

from __future__ import annotations

import os
import re
from typing import Any

from flake8_testarch.suite.collection import Role
from flake8_testarch.core.rule import OptionError


def is_named_test(node, ctx) -> bool:
    """A test function or method that pytest or unittest collects (not a nested
    function, not one in ``conftest.py``, where nothing is collected)."""
    if os.path.basename(ctx.filename) == "conftest.py":
        return False
    return ctx.classify(node) is Role.TEST


def compile_pattern(text: str) -> re.Pattern:
    try:
        return re.compile(text)
    except re.error as error:
        raise OptionError(f"{text!r} is not a regular expression ({error})") from None


def split_patterns(value: Any) -> list[str]:
    """Comma- or newline-separated regular expressions; a comma inside (), [] or {}
    belongs to its expression (``\\d{1,3}``)."""
    items = value if isinstance(value, (list, tuple)) else [str(value)]
    patterns: list[str] = []
    for item in items:
        depth = 0
        escaped = False
        current = ""
        for character in str(item):
            if escaped:
                current += character
                escaped = False
                continue
            if character == "\\":
                escaped = True
            elif character in "([{":
                depth += 1
            elif character in ")]}":
                depth = max(depth - 1, 0)
            elif character in ",\n" and depth == 0:
                patterns.append(current)
                current = ""
                continue
            current += character
        patterns.append(current)
    return [pattern.strip() for pattern in patterns if pattern.strip()]
