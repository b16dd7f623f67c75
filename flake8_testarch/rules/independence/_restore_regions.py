"""The restoring code of one file, read once: each function's yields,
finally blocks, cleanups and patchers, the regions a block restores (one
level into the class's methods and the file's functions it calls), the
context managers whose own code saves and restores, and the fixtures the
file sees with what each puts back after its ``yield``.
"""

from __future__ import annotations

import ast
import bisect
import os
import sys

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.project import classes
from flake8_testarch.project import modules as project
from flake8_testarch.semantic.model import SemanticModel, bindings_in
from flake8_testarch.semantic.self_imports import resolve_through_self
from flake8_testarch.suite.cleanups import is_cleanup_call
from flake8_testarch.suite.vocabulary import CLEANUP_METHODS
from flake8_testarch.syntax import child_nodes, names_a_class, on_self, own_method, walk_local
from flake8_testarch.rules.independence._changes import (
    ATTRIBUTE,
    Change,
    detect,
    might_change,
)
from flake8_testarch.rules.independence._fixture_restores import (
    FixtureRestores,
    TopLevel,
    defs_of,
)
from flake8_testarch.rules.independence._function_facts import TRY_TYPES, YIELDS, FunctionFacts
from flake8_testarch.rules.independence._reset_calls import ResetCalls
from flake8_testarch.rules.independence._restores import Cover, guard_covers
from flake8_testarch.rules.independence._stopall import started_patchers, stops_every_patcher
from flake8_testarch.rules.independence._wrapper_covers import wrapper_covers

_FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)
_RELOADS = frozenset({"importlib.reload", "imp.reload"})
_DOTTED = lazy_compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")


class _FileState(FixtureRestores):
    def __init__(self, ctx):
        super().__init__()
        self.ctx = ctx
        self._changes: dict[ast.AST, tuple[Change, ...]] = {}
        self._functions: dict[ast.AST, FunctionFacts] = {}
        self._cleanup_names: frozenset[str] | None = None
        self._module_defs: dict[str, ast.AST] | None = None
        self._reset_calls: ResetCalls | None = None
        self._region_covers: dict[tuple, list[Cover]] = {}
        self._shared: dict[str, bool] = {}
        self._imported_modules: frozenset[str] | None = None
        self._top_level_calls: frozenset[str] | None = None
        self._process_targets: frozenset[str] | None = None
        self._pytestmarks_of: dict[ast.AST, list[ast.AST]] = {}
        self._resets_of: dict[ast.AST, list] = {}

    # --- names ---------------------------------------------------------------
    def resolve(self, expression: ast.AST) -> str | None:
        """The dotted name an expression stands for where it is written: its
        imports and aliases (``env = os.environ``) at any level, None when a
        scope around it binds the root name to something else (a parameter
        ``environ``, a local ``path``); a module kept on ``self`` too."""
        model = self.ctx.semantic
        return model.resolve(expression) or resolve_through_self(model, expression)

    # Code away from the node being visited (teardowns, fixtures) is resolved
    # where it is written too.
    file_resolve = resolve

    def shared(self, owner: ast.AST, dotted: str) -> bool:
        """Whether the object whose attribute is set is a module or a class (state
        every importer shares), not an object such as a context-local proxy
        (``flask.g``): a name bound by ``import``, a module or class found in
        the project or on ``sys.path``, or, when nothing is found, a CapWords name."""
        known = self._shared.get(dotted)
        if known is None:
            known = self._shared[dotted] = self._find_shared(owner, dotted)
        return known

    def _find_shared(self, owner: ast.AST, dotted: str) -> bool:
        top = dotted.split(".", 1)[0]
        if "." not in dotted and (
            top in sys.builtin_module_names or top in getattr(sys, "stdlib_module_names", ())
        ):
            return True
        filename = self.ctx.filename
        if project.find_module(dotted, filename) is not None:
            return True
        if isinstance(owner, ast.Name) and owner.id in self._module_imports():
            # `import x` at module level names a module even when it is not
            # installed here; imported inside a function and found nowhere, it is
            # a module the test wrote itself.
            return True
        kind = project.definition_kind(dotted, filename)
        if kind is not None:
            return kind == "class"
        parent = dotted.rpartition(".")[0]
        if parent and project.find_module(parent, filename) is not None:
            return False  # a module-level object of a module we can read
        last = dotted.rpartition(".")[2]
        return names_a_class(last)

    def _module_imports(self) -> frozenset[str]:
        """Names bound by ``import x`` / ``import x.y as z``: modules for sure."""
        if self._imported_modules is None:
            found = set()
            for node in self.ctx.tree.body:
                imports = [node] if isinstance(node, ast.Import) else []
                if isinstance(node, (ast.If, ast.Try)):
                    imports = [inner for inner in ast.walk(node) if isinstance(inner, ast.Import)]
                for statement in imports:
                    for alias in statement.names:
                        found.add(alias.asname or alias.name.split(".", 1)[0])
            self._imported_modules = frozenset(found)
        return self._imported_modules

    def changes_at(self, node: ast.AST) -> tuple[Change, ...]:
        found = self._changes.get(node)
        if found is None:
            found = self._changes[node] = detect(node, self.resolve, self.shared)
        return found

    # --- the file's definitions ----------------------------------------------
    def module_defs(self) -> dict[str, ast.AST]:
        if self._module_defs is None:
            self._module_defs = defs_of(self.ctx.tree)
        return self._module_defs

    def cleanup_names(self) -> frozenset[str]:
        """Names of functions handed to a cleanup registration anywhere in the file."""
        if self._cleanup_names is None:
            found = set()
            for node in self.calls_mentioning(CLEANUP_METHODS):
                if is_cleanup_call(node) and node.args:
                    _add_own_name(node.args[0], found)
            self._cleanup_names = frozenset(found)
        return self._cleanup_names

    def reset_calls(self) -> ResetCalls:
        """The file's reset helpers: what teardown code calls (see _reset_calls.py)."""
        if self._reset_calls is None:
            self._reset_calls = ResetCalls(self)
        return self._reset_calls

    def calls_mentioning(self, words) -> list[ast.Call]:
        """Every call in the statements whose lines mention one of ``words``
        (a call's name is on one of its statement's lines, so no call named
        with one of them is missed; the rest of the file is not walked)."""
        text = self.ctx.text
        offsets = []
        for word in words:
            at = text.find(word)
            while at != -1:
                offsets.append(at)
                at = text.find(word, at + 1)
        if not offsets:
            return []
        # A word holds no line break: the line it starts on is the line it is on.
        wanted = sorted({self.ctx.line_of(at) for at in offsets})
        found = []
        stack = list(self.ctx.tree.body)
        while stack:
            node = stack.pop()
            if isinstance(node, ast.stmt):
                decorators = getattr(node, "decorator_list", None)
                first = min(d.lineno for d in decorators) if decorators else node.lineno
                at = bisect.bisect_left(wanted, first)
                if at == len(wanted) or wanted[at] > node.end_lineno:
                    continue
            elif type(node) is ast.Call:
                found.append(node)
            stack.extend(child_nodes(node))
        return found

    def function(self, node, cls=None) -> FunctionFacts:
        facts = self._functions.get(node)
        if facts is None:
            facts = self._functions[node] = FunctionFacts(node, self.resolve, cls, self)
        return facts

    # --- regions that restore ------------------------------------------------
    def region_covers(self, statements, resolve, cls, module_defs, depth=0) -> list[Cover]:
        """What a block restores: the writes in it, what it patches or registers,
        and one level into the class's methods and the module's functions it calls."""
        # Keyed by nodes of the trees being read, which live as long as this state.
        key = (id(statements[0]) if statements else 0, len(statements), depth, id(cls))
        cached = self._region_covers.get(key)
        if cached is not None:
            return cached
        found: list[Cover] = []
        for statement in statements:
            for inner in ast.walk(statement):
                if might_change(inner):
                    found.extend(Cover(c.resource, c.keys) for c in detect(inner, resolve))
                if type(inner) is not ast.Call:
                    continue
                found.extend(guard_covers(inner, resolve, applied=False))
                found.extend(self.patcher_covers(inner, resolve, None, cls))
                if inner.args and resolve(inner.func) in _RELOADS:
                    reloaded = resolve(inner.args[0])
                    if reloaded is not None:
                        found.append(Cover(ATTRIBUTE, frozenset({reloaded + ".*"})))
                if is_cleanup_call(inner):
                    found.extend(self.cleanup_covers(inner, resolve, None, cls, module_defs))
                elif depth < 1:
                    called = _definition(inner.func, None, cls, module_defs)
                    if called is not None:
                        found.extend(
                            self.region_covers(called.body, resolve, cls, module_defs, depth + 1)
                        )
                    elif not isinstance(module_defs, TopLevel):  # the linted file
                        found.extend(self.call_covers(inner))
                        found.extend(self._inherited_method_covers(inner.func, cls, depth))
        self._region_covers[key] = found
        return found

    def _inherited_method_covers(self, func, cls, depth) -> list[Cover]:
        """``self.teardown_defaults()`` where a base of the file's class (a
        mixin in another module of the project) defines the method."""
        if cls is None or not on_self(func):
            return []
        for base, resolve, defs in self.class_with_bases(cls):
            method = own_method(base, func.attr) if base is not cls else None
            if method is not None:
                return self.region_covers(method.body, resolve, base, defs, depth + 1)
        return []

    def cleanup_covers(self, call, resolve, function, cls, module_defs=None) -> list[Cover]:
        """What a cleanup registration restores: ``addCleanup(os.environ.pop, "X")``,
        ``addfinalizer(lambda: ...)``, ``addCleanup(self.restore)``."""
        if not call.args:
            return []
        if module_defs is None:
            module_defs = self.module_defs()
        target, rest = call.args[0], call.args[1:]
        if isinstance(target, ast.Lambda):
            return self.region_covers([target.body], resolve, cls, module_defs, 1)
        replay = ast.Call(func=target, args=list(rest), keywords=list(call.keywords))
        ast.copy_location(replay, call)
        found = [Cover(c.resource, c.keys) for c in detect(replay, resolve)]
        found.extend(self.patcher_covers(replay, resolve, function, cls))
        called = _definition(target, function, cls, module_defs)
        if called is not None:
            found.extend(self.region_covers(called.body, resolve, cls, module_defs, 1))
        return found

    def patcher_covers(self, call, resolve, function, cls, since=0) -> list[Cover]:
        """``patcher.start()`` / ``patcher.stop()`` of a patcher made elsewhere:
        ``resetenv = patch.dict(os.environ)`` at module level, ``self.p =
        mock.patch.object(sys, "path", [])`` in setUp, a local patcher."""
        func = call.func if isinstance(call, ast.Call) else None
        if stops_every_patcher(func, resolve):
            return [cover for start, where in started_patchers(cls, function)
                    for cover in self.patcher_covers(start, resolve, where, cls, since)]
        if not (isinstance(func, ast.Attribute) and func.attr in ("start", "stop")):
            return []
        receiver = func.value
        values: list[ast.AST] = []
        if isinstance(receiver, ast.Call):
            values.append(receiver)
        elif isinstance(receiver, ast.Name):
            if function is not None and not isinstance(function, ast.Lambda):
                values.extend(
                    b.value for b in bindings_in(receiver.id, function)
                    if b.kind in ("value", "augmented")
                )
            if not values:
                values.extend(self.module_values(receiver.id))
        elif (
            isinstance(receiver, ast.Attribute)
            and isinstance(receiver.value, ast.Name)
            and receiver.value.id in ("self", "cls")
            and cls is not None
        ):
            values.extend(SemanticModel.attribute_values(receiver.attr, cls))
        found: list[Cover] = []
        for value in values:
            found.extend(guard_covers(value, resolve, since=since))
        return found

    def module_values(self, name: str) -> list[ast.AST]:
        return [
            statement.value
            for statement in self.ctx.tree.body
            if isinstance(statement, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == name for t in statement.targets)
        ]

    def manager_covers(self, expression: ast.AST) -> list[Cover]:
        """What a context manager (or a decorator) restores on exit: what its
        own code puts back, and the attribute its call names by a dotted
        string (``Replace("app.config.LEVEL", 2)``, as ``patch`` does)."""
        if not isinstance(expression, ast.Call):
            return []
        return self._named_target_covers(expression) + self._definition_covers(expression)

    def _named_target_covers(self, call: ast.Call) -> list[Cover]:
        """A manager handed the dotted name of an attribute (not of a module;
        its owner a module or class found from here) manages that attribute:
        nothing else explains spelling out the very thing the block changes."""
        found: list[Cover] = []
        filename = self.ctx.filename
        for argument in call.args:
            if not (
                type(argument) is ast.Constant and isinstance(argument.value, str)
                and _DOTTED.fullmatch(argument.value) and filename
            ):
                continue
            dotted = argument.value
            owner = dotted.rpartition(".")[0]
            if project.find_module(dotted, filename) is None and (
                project.find_module(owner, filename) is not None
                or project.definition_kind(owner, filename) == "class"
            ):
                found.append(Cover(ATTRIBUTE, frozenset({dotted})))
        return found

    def _definition_covers(self, expression: ast.Call) -> list[Cover]:
        """What a generator-based context manager of the file or the project
        restores on exit: ``with ensure_safe_environment_variables():`` where the
        helper puts os.environ back after its ``yield``."""
        func = expression.func
        found = None
        if isinstance(func, ast.Name):
            local = self.module_defs().get(func.id)
            if isinstance(local, _FUNCTION_TYPES):
                found = (local, self.file_resolve, self.module_defs())
            elif isinstance(local, ast.ClassDef):
                return self._class_manager_covers(local, self.file_resolve, self.module_defs())
        if found is None:
            dotted = self.ctx.imports.resolve(func)
            if dotted is None or not self.ctx.filename:
                return []
            # Only a generator function or a class can put anything back; asking
            # first keeps a module such as pytest's raises.py from staying parsed.
            if project.definition_kind(dotted, self.ctx.filename) not in ("class", "generator"):
                return []
            located = project.find_definition(dotted, self.ctx.filename)
            if located is None:
                return []
            module, definition = located
            defs = TopLevel(module)
            if isinstance(definition, ast.ClassDef):
                return self._class_manager_covers(definition, module.imports.resolve, defs)
            if not isinstance(definition, _FUNCTION_TYPES):
                return []
            found = (definition, module.imports.resolve, defs)
        definition, resolve, defs = found
        if not any(isinstance(inner, YIELDS) for inner in walk_local(definition)):
            return []
        return self.fixture_covers(definition, resolve, None, defs)

    def class_with_bases(self, cls: ast.ClassDef):
        """(class, resolve, module defs) for ``cls`` (a class of the file) and
        each of its bases, at any depth, found in the file or in the project's
        modules: a base class's tearDown restores for its subclasses' tests."""
        yield cls, self.file_resolve, self.module_defs()
        root = project.project_root(os.path.dirname(os.path.abspath(self.ctx.filename)))
        for base in classes.ancestors(
            cls, self.ctx.module, lambda path: project.in_project(path, root)
        ):
            if base.cls is None:
                continue
            if base.module is self.ctx.module:
                yield base.cls, self.file_resolve, self.module_defs()
            else:
                yield base.cls, base.module.imports.resolve, defs_of(base.module.tree)

    def decorator_covers(self, decorator: ast.AST) -> list[Cover]:
        """What a decorator of the file or the project puts back around the
        function it wraps: a context manager used as one (its exit), or a
        function whose wrapper restores in a ``finally``."""
        if isinstance(decorator, ast.Call):
            covers = self.manager_covers(decorator)
            if not covers:
                # ``@with_project(config=...)``: a factory whose wrapper does the restoring.
                found = self._definition_of(decorator.func)
                if found is not None and isinstance(found[0], _FUNCTION_TYPES):
                    covers = wrapper_covers(self, found[0], found[1], found[2])
            return covers
        found = self._definition_of(decorator)
        if found is None or not isinstance(found[0], _FUNCTION_TYPES):
            return []
        definition, resolve, defs = found
        if any(isinstance(inner, YIELDS) for inner in walk_local(definition)):
            return self.fixture_covers(definition, resolve, None, defs)
        covers: list[Cover] = wrapper_covers(self, definition, resolve, defs)
        for inner in ast.walk(definition):
            if isinstance(inner, TRY_TYPES) and inner.finalbody:
                covers += self.region_covers(inner.finalbody, resolve, None, defs)
        return covers

    def call_covers(self, call: ast.Call) -> list[Cover]:
        """What a function of the project that a test calls puts back: the
        writes of its body, and the module globals it rebinds
        (``global _resolved; _resolved = False`` in ``recorder.reset()``
        restores ``recorder._resolved``)."""
        found = self._definition_of(call.func)
        if found is None or not isinstance(found[0], _FUNCTION_TYPES):
            return []
        definition, resolve, defs = found
        covers = self.region_covers(definition.body, resolve, None, defs, depth=1)
        dotted = self.ctx.imports.resolve(call.func) if isinstance(defs, TopLevel) else None
        if dotted:
            module = dotted.rpartition(".")[0]
            covers += [
                Cover(ATTRIBUTE, frozenset({f"{module}.{name}"}))
                for name in _rebound_globals(definition)
            ]
        return covers

    def _definition_of(self, func: ast.AST):
        """(definition, resolve, module defs) of a function or class the file
        or the project defines, named by ``func``; None when it is neither."""
        if isinstance(func, ast.Name):
            local = self.module_defs().get(func.id)
            if local is not None:
                return local, self.file_resolve, self.module_defs()
        dotted = self.ctx.imports.resolve(func)
        if dotted is None or not self.ctx.filename or not self._in_project(dotted):
            return None
        if project.definition_kind(dotted, self.ctx.filename) not in (
            "class", "generator", "function"
        ):
            return None
        located = project.find_definition(dotted, self.ctx.filename)
        if located is None:
            return None
        module, definition = located
        return definition, module.imports.resolve, TopLevel(module)

    def _in_project(self, dotted: str) -> bool:
        """Whether a dotted name lives in the project's own modules (a
        decorator of an installed library is not read)."""
        module = dotted.rpartition(".")[0]
        path = project.find_module(module, self.ctx.filename) if module else None
        if path is None:
            return False
        root = project.project_root(os.path.dirname(os.path.abspath(self.ctx.filename)))
        return project.in_project(path, root)

    def _class_manager_covers(self, cls: ast.ClassDef, resolve, defs) -> list[Cover]:
        """What a context manager class puts back in its ``__exit__``."""
        for method in cls.body:
            if isinstance(method, _FUNCTION_TYPES) and method.name in ("__exit__", "__aexit__"):
                return self.region_covers(method.body, resolve, cls, defs)
        return []

    # --- fixtures --------------------------------------------------------------


def _definition(func, function, cls, module_defs):
    """The function a callee names in this file: ``self.name``/``cls.name`` (a
    method of the class), a nested function, or a module-level function."""
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        if func.value.id in ("self", "cls") and cls is not None:
            for statement in cls.body:
                if isinstance(statement, _FUNCTION_TYPES) and statement.name == func.attr:
                    return statement
        return None
    if not isinstance(func, ast.Name):
        return None
    if function is not None:
        for binding in bindings_in(func.id, function):
            if binding.kind == "definition" and isinstance(binding.value, _FUNCTION_TYPES):
                return binding.value
    found = module_defs.get(func.id)
    return found if isinstance(found, _FUNCTION_TYPES) else None


def _rebound_globals(function: ast.AST) -> set[str]:
    """The module globals a function declares ``global`` and assigns."""
    declared = {
        name for inner in walk_local(function) if type(inner) is ast.Global
        for name in inner.names
    }
    if not declared:
        return set()
    return {
        target.id
        for inner in walk_local(function)
        if type(inner) in (ast.Assign, ast.AugAssign, ast.AnnAssign)
        for target in (inner.targets if type(inner) is ast.Assign else [inner.target])
        if type(target) is ast.Name and target.id in declared
    }


def _add_own_name(target: ast.AST, found: set) -> None:
    """The name of a function of the file (``reset``) or of the class's own
    method (``self.reset``) that ``target`` names."""
    if isinstance(target, ast.Name):
        found.add(target.id)
    elif isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
        if target.value.id in ("self", "cls"):
            found.add(target.attr)
