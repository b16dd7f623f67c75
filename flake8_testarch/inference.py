"""Type inference through astroid, on a short leash.

The file's astroid module is built at most once, the first time a rule asks,
and never for files where no rule asks. Every question goes through
``Inference.infer``, which answers ``None`` ("unsure") on any astroid error,
on an uninferable value, or once the file's budget is spent; rules stay
silent when unsure. The budget counts astroid's inference steps, so the same
file gets the same answers on a fast or a loaded machine; a wall-clock
ceiling only guards against pathological files. astroid reads source files;
it never imports or runs the linted code.
"""

from __future__ import annotations

import ast
import functools
import os
import time

_UNBUILT = object()
# A file that needs this long is pathological: stop asking, whatever the budget.
_CEILING_SECONDS = 5.0


def module_name_for(filename: str) -> str:
    """The dotted module name a file has inside its package folders."""
    path = os.path.abspath(filename)
    folder, name = os.path.split(path)
    parts = [os.path.splitext(name)[0]]
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        folder, package = os.path.split(folder)
        parts.append(package)
    return ".".join(reversed(parts))


class Inference:
    def __init__(self, lines: list[str], filename: str, budget_steps: int):
        self._lines = list(lines)
        self._filename = filename
        self._budget = budget_steps
        self.steps = 0
        self._seconds = 0.0
        self._module = _UNBUILT
        self._index: dict[tuple[int, int, str], object] | None = None
        self.questions = 0

    @property
    def built(self) -> bool:
        return self._module is not _UNBUILT

    def blank_lines(self, line_numbers) -> None:
        """Leave these lines (1-based) out of the module astroid will build."""
        if self.built or not line_numbers:
            return
        for number in line_numbers:
            if 0 < number <= len(self._lines):
                self._lines[number - 1] = "\n"

    @property
    def exhausted(self) -> bool:
        return self.steps >= self._budget or self._seconds >= _CEILING_SECONDS

    def _guarded(self, work):
        if self.exhausted:
            return None
        started = time.perf_counter()
        try:
            return work()
        except Exception:  # astroid raises far more than its own error types
            return None
        finally:
            self._seconds += time.perf_counter() - started

    def module(self):
        """The file's astroid module, or None when astroid cannot build it."""
        if self._module is _UNBUILT:
            self._module = self._guarded(self._build)
        return self._module

    def _build(self):
        from astroid.manager import AstroidManager

        builder = _linted_module_builder()(AstroidManager())
        return builder.string_build(
            "".join(self._lines), modname=module_name_for(self._filename), path=self._filename
        )

    def node_for(self, node: ast.AST):
        """The astroid node at the same place as an ``ast`` node, or None."""
        module = self.module()
        if module is None:
            return None
        if self._index is None:
            self._index = {}
            for candidate in _walk(module):
                key = (
                    getattr(candidate, "lineno", None),
                    getattr(candidate, "col_offset", None),
                    type(candidate).__name__,
                )
                self._index.setdefault(key, candidate)
        return self._index.get((node.lineno, node.col_offset, type(node).__name__))

    def infer(self, node: ast.AST) -> list | None:
        """Every value ``node`` may have, or None when any of them is unknown."""
        target = self.node_for(node)
        if target is None:
            self.questions += 1
            return None
        return self.infer_node(target)

    def infer_node(self, target) -> list | None:
        """The same question about an astroid node (one of this file's, or of a
        module astroid read for it: a base class, a helper's body)."""
        self.questions += 1
        return self._guarded(lambda: self._infer_all(target))

    def _infer_all(self, target) -> list | None:
        from astroid.context import InferenceContext
        from astroid.util import UninferableBase

        context = InferenceContext()
        try:
            values = list(target.infer(context=context))
        finally:
            self.steps += context.nodes_inferred
        if not values or any(isinstance(value, UninferableBase) for value in values):
            return None
        return values


@functools.cache
def _linted_module_builder():
    from astroid.builder import AstroidBuilder
    from astroid.nodes import Name

    class LintedModuleBuilder(AstroidBuilder):
        """Builds the linted file, recording only ``self.x = ...`` / ``cls.x = ...``
        as attributes. astroid would infer the owner of every attribute
        assignment while building (``thread.daemon = True``, ``mod.attr = 1``),
        importing half the standard library before the first question."""

        def delayed_assattr(self, node) -> None:
            if isinstance(node.expr, Name) and node.expr.name in ("self", "cls"):
                super().delayed_assattr(node)

    return LintedModuleBuilder


def _walk(module):
    stack = [module]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.get_children())
