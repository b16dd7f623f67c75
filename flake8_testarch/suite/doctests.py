"""Functions whose docstrings the module runs as doctests."""

from __future__ import annotations

import ast


def runs_as_doctest(function: ast.AST, ctx) -> bool:
    """The function's docstring holds examples (``>>>``) and its module uses
    ``doctest`` (``load_tests`` or ``test_suite()`` with ``DocTestSuite``,
    ``testmod``): doctest collects and runs the examples, which are the
    function's checks."""
    docstring = ast.get_docstring(function, clean=False) or ""
    return ">>>" in docstring and "doctest" in ctx.text
