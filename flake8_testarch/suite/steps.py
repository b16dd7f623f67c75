"""The unit the call graph walks: a function it can enter (a test, a
fixture, a helper, a method, a class constructor) with the module it lives
in."""

from __future__ import annotations

import ast

from flake8_testarch.project.modules import ModuleView


class Step:
    """A function the analysis can enter, with the module it lives in.

    Compared by identity; read-only in use."""

    __slots__ = ("module", "function", "owner", "label", "constructs", "constructs_in", "key")

    def __init__(
        self,
        module: ModuleView,
        function: ast.AST,
        owner: ast.ClassDef | None,
        label: str,
        constructs: ast.ClassDef | None = None,
        constructs_in: ModuleView | None = None,
    ):
        self.module = module
        self.function = function
        self.owner = owner
        self.label = label
        # The class a constructor step builds (its ``__init__`` may live in a base).
        self.constructs = constructs
        # The module that defines ``constructs`` (``module`` holds the ``__init__``).
        self.constructs_in = constructs_in
        # Identifies what entering this step does (the same ``__init__`` builds
        # different classes).
        self.key = (id(function), id(constructs))
