"""Type inference through astroid, on a short leash.

The file's astroid module is built at most once, the first time a rule asks,
and never for files where no rule asks. Every question goes through
``Inference.infer``, which answers ``None`` ("unsure") on any astroid error,
on an uninferable value, or once the file's budget is spent; rules stay
silent when unsure. astroid reads source files; it never imports or runs the
linted code.

The budget counts steps: calls of astroid's ``infer``, made anywhere while
this file's work runs, including the build of the file and of the modules
astroid reads for it (astroid's own transforms infer base classes while
building). So the same file gets the same answers on a fast or a loaded
machine. Two guards stop what steps do not count: a file with more than
``MAX_BUILD_LINES`` lines left to build is not built at all, and a
ceiling on CPU time stops work that spends long between steps. Once inference
is cut off, ``cut_off`` says why and every later question is refused
(``refused`` counts them); the engine reports that once per file (TA002).

astroid finds the modules a file imports where the project service finds
them (project/roots.py): the importing file's package base, the project's
package roots, the installed environment. While astroid works for a file,
``sys.path`` holds exactly those folders, so the answers do not depend on
the working directory, ``PYTHONPATH`` or how flake8 was started (astroid
reads ``sys.path`` at every lookup, for top-level modules whatever search
path it is given).
"""

from __future__ import annotations

import ast
import functools
import os
import sys
import time

from flake8_testarch.project.roots import project_for

_UNBUILT = object()
# Inference on one file that takes this much CPU time is pathological: stop,
# whatever the budget.
CEILING_SECONDS = 2.0
# astroid builds about 20 times slower than ast.parse: a module this long
# (after the tests no check needs are left out) costs seconds before any answer.
MAX_BUILD_LINES = 10_000


def module_name_for(filename: str) -> str:
    """The dotted module name a file has inside its package folders."""
    path = os.path.abspath(filename)
    folder, name = os.path.split(path)
    parts = [os.path.splitext(name)[0]]
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        folder, package = os.path.split(folder)
        parts.append(package)
    return ".".join(reversed(parts))


class _CutOff(Exception):
    """Raised inside astroid's ``infer`` once the budget is spent."""


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
        self.refused = 0
        self.cut_off: str | None = None
        # Where astroid looks modules up for this file (the project service's folders).
        self._folders: tuple[str, ...] | None = None

    def _search_folders(self) -> tuple[str, ...]:
        if self._folders is None:
            self._folders = project_for(self._filename).search_folders(self._filename)
        return self._folders

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
        return self.cut_off is not None

    def _guarded(self, work):
        if self.cut_off is not None:
            self.refused += 1
            return None
        try:
            _astroid_ready()
        except Exception:  # an astroid that cannot start answers nothing
            return None
        started = time.process_time()
        meter = _Meter(self, started + CEILING_SECONDS - self._seconds)
        try:
            with meter, _ProjectLookup(self._search_folders()):
                result = work()
        except Exception:  # astroid raises far more than its own error types
            result = None
        finally:
            self._seconds += time.process_time() - started
        if meter.cut_off:
            # astroid may swallow the cut-off and carry on with half an answer.
            self.cut_off = meter.cut_off
            self.refused += 1
            meter.forget()
            return None
        return result

    def module(self):
        """The file's astroid module, or None when astroid cannot build it."""
        if self._module is _UNBUILT:
            size = sum(1 for line in self._lines if line.strip())
            if size > MAX_BUILD_LINES and self.cut_off is None:
                self.cut_off = f"{size} lines to build, over {MAX_BUILD_LINES}"
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
        from astroid.util import UninferableBase

        values = list(target.infer())
        if not values or any(isinstance(value, UninferableBase) for value in values):
            return None
        return values


class _Meter:
    """Counts astroid's ``infer`` calls while some work of one file runs, and
    stops that work (``_CutOff`` from inside astroid) when the file's budget or
    the CPU-time ceiling is spent. astroid's ``NodeNG.infer`` is wrapped only
    for the duration of the work (flake8 runs one file at a time per process)."""

    def __init__(self, inference: Inference, deadline: float):
        self.inference = inference
        self.deadline = deadline
        self.cut_off: str | None = None
        self._original = None
        self._modules: set[str] = set()

    def __enter__(self):
        from astroid.manager import AstroidManager
        from astroid.nodes import NodeNG

        self._modules = set(AstroidManager().astroid_cache)
        original = self._original = NodeNG.infer
        inference, meter = self.inference, self
        budget, deadline, clock = inference._budget, self.deadline, time.process_time

        @functools.wraps(original)
        def infer(node, context=None, **kwargs):
            inference.steps += 1
            if meter.cut_off is None:
                if inference.steps > budget:
                    meter.cut_off = f"budget of {budget} steps spent"
                elif inference.steps % 16 == 0 and clock() > deadline:
                    meter.cut_off = f"over the {CEILING_SECONDS:g} s CPU ceiling"
            if meter.cut_off is not None:
                raise _CutOff(meter.cut_off)
            return original(node, context, **kwargs)

        NodeNG.infer = infer
        return self

    def __exit__(self, *exc_info):
        from astroid.nodes import NodeNG

        NodeNG.infer = self._original
        return False

    def forget(self) -> None:
        """Drop what astroid cached during cut-off work: a module built half-way
        and answers cut short would otherwise answer later questions, other
        files' too."""
        from astroid.context import _invalidate_cache
        from astroid.manager import AstroidManager

        cache = AstroidManager().astroid_cache
        for name in set(cache) - self._modules:
            del cache[name]
        _invalidate_cache()


class _ProjectLookup:
    """``sys.path`` set to the project service's search folders for the file
    while astroid works, and put back after. astroid keeps what it found
    across files (modules by name, files by module name): when the folders
    change (another test folder, another project), what was found through a
    folder no longer searched is dropped."""

    # The search folders astroid's caches were last filled with.
    current: list[tuple[str, ...]] = [()]

    def __init__(self, folders: tuple[str, ...]):
        self.folders = folders
        self.saved: list[str] | None = None

    def __enter__(self):
        self.saved = list(sys.path)
        previous = _ProjectLookup.current[0]
        if self.folders != previous:
            _forget_found(set(previous) - set(self.folders))
            _ProjectLookup.current[0] = self.folders
        sys.path[:] = self.folders
        return self

    def __exit__(self, *exc_info):
        sys.path[:] = self.saved
        return False


def _forget_found(folders: set[str]) -> None:
    """Drop what astroid found by module name: the file lookups, and the
    modules read from ``folders``."""
    from astroid.interpreter._import import spec
    from astroid.manager import AstroidManager

    manager = AstroidManager()
    manager._mod_file_cache.clear()
    spec._find_spec.cache_clear()
    spec.ImportlibFinder.find_module.cache_clear()
    if not folders:
        return
    prefixes = tuple(folder.rstrip(os.sep) + os.sep for folder in folders)
    cache = manager.astroid_cache
    for name in [name for name, module in cache.items() if (module.file or "").startswith(
        prefixes
    )]:
        del cache[name]


@functools.cache
def _astroid_ready() -> None:
    """Import astroid and build its model of builtins, once per process, outside
    any file's budget and ceiling."""
    from astroid.builder import AstroidBuilder
    from astroid.manager import AstroidManager

    AstroidBuilder(AstroidManager())  # bootstraps astroid's builtins module


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
