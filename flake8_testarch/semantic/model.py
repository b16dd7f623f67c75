"""The semantic model of one file: its scopes and what each name is bound to in each.

A scope is the module, a class body, a function, a lambda or a
comprehension. Each scope's table of bindings is read the first time a
question needs it, in one walk of that scope's own code (nested scopes are
noted, not entered), so a file where nobody asks about a function never pays
for that function. A name is resolved the way Python resolves it: through
the innermost scope that binds it, class bodies skipped from nested scopes,
``global`` and ``nonlocal`` followed. In the scope where the name is used,
the binding in effect is the last one before the use; from a nested scope,
which runs later, it is the last binding of the enclosing scope (a fallback
``x = None`` after a failed import does not hide the import).

What a name stands for, as a dotted name, follows imports at any level
(``import time as t`` in a helper binds ``t`` in that helper only), aliases
of imported names and attributes (``pause = time.sleep``), and imports made
by a call (``pytest.importorskip("gevent")``,
``importlib.import_module("asyncio")``, ``__import__("os")``). What a call
calls, as an expression, follows local aliases of anything, bound methods
included (``eq = self.assertEqual; eq(a, b)`` calls ``self.assertEqual``).
Nothing is imported or run; what cannot be told from the code is None.
"""

from __future__ import annotations

import ast
import bisect

from flake8_testarch.syntax import ancestors, attribute_chain
from flake8_testarch.semantic.definitions import Definitions
from flake8_testarch.semantic.nodes import NO_BLOCK, NodeIndex, statement_blocks
from flake8_testarch.semantic.scopes import Scope, may_open_scope

from flake8_testarch.semantic import attributes, reading
from flake8_testarch.semantic.reading import (
    COMPREHENSION_TYPES,
    FUNCTION_TYPES,
    SCOPE_TYPES,
    STATEMENT_SCOPES,
    Binding,
    bindings_in,
    effective,
)
from flake8_testarch.semantic.reading import end as _end, position as _position

__all__ = ["Binding", "COMPREHENSION_TYPES", "FUNCTION_TYPES", "SCOPE_TYPES", "Scope",
           "SemanticModel", "bindings_in", "model_of"]
# Lines from which a file is read through its node index (see ``indexed``).
_INDEX_LINES = 5_000
# Calls that import a module and return it, and where its name is.
_IMPORTING_CALLS = frozenset({"pytest.importorskip", "importlib.import_module"})
_ALIAS_DEPTH = 4
_DEFINITION_TYPES = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda})


class SemanticModel(Definitions):
    """Scopes and bindings of one module tree, read lazily; see the module
    docstring. Also answers as an import map does (``resolve``,
    ``qualified``, ``star_modules``), so code written for another module's
    imports reads this file the same way."""

    def __init__(
        self,
        tree: ast.Module,
        expressions_bind: bool = True,
        lines: list[str] | None = None,
        star_names=None,
        reexported=None,
    ):
        """``expressions_bind``: whether the file may bind a name inside an
        expression (it holds a ``:=``); when not, expressions are read only
        where a question needs the scopes they hold. ``lines``: the source,
        to tell without reading a statement's expressions that no lambda or
        comprehension starts in it before a place."""
        self.tree = tree
        # Where a dotted name comes from once the project's re-exports are
        # followed (``tests.config.unittest.skip`` -> ``unittest.skip``);
        # None for a module read without a file of its own.
        self.reexported = reexported
        self._expressions_bind = expressions_bind
        self._lines = lines
        self._nesting_lines: list[int] | None = None
        self._readings: dict[ast.AST, reading.Reading] | None = None
        self.module = Scope(tree, None)
        self._scopes: dict[ast.AST, Scope] = {tree: self.module}
        self._at: dict[ast.Name, tuple] = {}
        self._nodes: NodeIndex | None = None
        self._blocks: dict | None = None
        # ``star_names(module, name)``: what a name bound by ``from module
        # import *`` stands for, read from that module (the caller knows
        # where modules are); None leaves star-imported names unresolved.
        self._star_names = star_names
        self._through_stars: dict[str, str | None] = {}

    @property
    def indexed(self) -> bool:
        """Whether questions about many functions should go through the node
        index (``nodes``): it is built already, or the file is long enough
        that one walk of it costs less than walking each function asked
        about. A short file's functions are cheaper walked one by one."""
        return self._nodes is not None or (
            self._lines is not None and len(self._lines) >= _INDEX_LINES
        )

    @property
    def nodes(self) -> NodeIndex:
        """The file's nodes by type (one walk, when first asked)."""
        if self._nodes is None:
            self._nodes = NodeIndex(self.tree)
        return self._nodes

    def block_of(self, statement: ast.AST) -> tuple[ast.AST | None, list, int]:
        """Where a statement is written: see ``nodes.statement_blocks``."""
        if self._blocks is None:
            self._blocks = statement_blocks(self.tree)
        return self._blocks.get(statement, NO_BLOCK)

    def close(self) -> None:
        """Let the tree go: scopes point at their parents and their parents at
        them, and a cycle would keep the tree alive to the collector's next
        full pass."""
        for scope in self._scopes.values():
            scope._children = scope._table = None
            scope._statements = None
            scope.parent = None
        self._scopes = {self.tree: self.module}
        self._nodes = self._blocks = self._readings = None
        self._at, self._through_stars = {}, {}

    # --- scopes ----------------------------------------------------------------
    def scope_of(self, node: ast.AST, parent: Scope | None = None) -> Scope:
        """The scope a scope node opens (a def, class, lambda, comprehension
        or the module). ``parent``: the scope around it, when the caller
        knows it (the engine's walk does), else it is looked for."""
        scope = self._scopes.get(node)
        if scope is None:
            if parent is None:
                parent = self.scope_at(node)
                scope = self._scopes.get(node)  # reading the parent's code met it
            if scope is None:
                scope = self._scopes[node] = Scope(node, parent)
        return scope

    def scope_at(self, node: ast.AST, near: Scope | None = None) -> Scope:
        """The innermost scope whose code holds ``node``. ``near``: a scope
        at or around it, to start the search from."""
        if not hasattr(node, "lineno"):
            return near or self.module
        position = _position(node)
        scope = near or self.module
        while not scope.contains(position):
            scope = scope.parent
        while True:
            inner = self._child_at(scope, position)
            if inner is None:
                return scope
            scope = inner

    def _child_at(self, scope: Scope, position: tuple[int, int]) -> Scope | None:
        children = self.children(scope)
        at = bisect.bisect_right(scope._starts, position) - 1
        if at >= 0 and children[at].contains(position):
            return children[at]
        if (
            type(scope.node) not in STATEMENT_SCOPES and scope.parent is not None
            or self._expressions_bind
            or not self._may_nest(scope.start[0], position[0])
        ):
            return None
        # A lambda or comprehension in a statement whose expressions were not
        # read: read the statement that holds the position.
        if scope._statements is None:
            scope._statements, scope._statement_starts = reading.statements(scope.node)
        at = bisect.bisect_right(scope._statement_starts, position) - 1
        if at < 0 or at in scope._searched:
            return None
        statement = scope._statements[at]
        if not (scope._statement_starts[at] <= position < _end(statement)):
            return None
        if not self._may_nest(scope._statement_starts[at][0], position[0]):
            return None
        scope._searched.add(at)
        for node in reading.expression_scopes(statement):
            inner = self._scopes.get(node) or self._scopes.setdefault(node, Scope(node, scope))
            index = bisect.bisect_right(scope._starts, inner.start)
            scope._starts.insert(index, inner.start)
            children.insert(index, inner)
        at = bisect.bisect_right(scope._starts, position) - 1
        return children[at] if at >= 0 and children[at].contains(position) else None

    def _may_nest(self, first: int, last: int) -> bool:
        """Whether a lambda or comprehension can start on lines first..last:
        one of them names ``lambda`` or ``for``."""
        if self._lines is None:
            return True
        if self._nesting_lines is None:
            self._nesting_lines = [
                number for number, line in enumerate(self._lines, 1)
                if ("lambda" in line or "for" in line) and may_open_scope(line)
            ]
        at = bisect.bisect_left(self._nesting_lines, first)
        return at < len(self._nesting_lines) and self._nesting_lines[at] <= last

    def children(self, scope: Scope) -> list[Scope]:
        if scope._children is None:
            self._read(scope)
        return scope._children

    def table(self, scope: Scope) -> dict[str, list[Binding]]:
        if scope._table is None:
            self._read(scope)
        return scope._table

    def _read(self, scope: Scope) -> None:
        """Read a lambda's or comprehension's code, or else every statement of
        the file, once (a question in one function mostly needs the module's
        names too, and one walk costs less than many)."""
        node = scope.node
        if type(node) in STATEMENT_SCOPES or type(node) is ast.Module:
            if self._readings is None:
                self._readings = reading.read_statements(self.tree, self._expressions_bind)
            found = self._readings.get(node) or reading.Reading([], [])
            bindings = reading.bindings_made(node, found.bindings)
        else:
            found = reading.read_expression_scope(node)
            bindings = found.bindings
        table: dict[str, list[Binding]] = {}
        for name, binding in bindings:
            table.setdefault(name, []).append(binding)
        for same_name in table.values():
            if len(same_name) > 1:
                same_name.sort(key=effective)
        children = []
        for inner_node in found.nested:
            inner = self._scopes.get(inner_node)
            if inner is None:
                inner = self._scopes[inner_node] = Scope(inner_node, scope)
            children.append(inner)
        if any(children[i].start > children[i + 1].start for i in range(len(children) - 1)):
            children.sort(key=lambda inner: inner.start)
        scope._children = children
        scope._starts = [inner.start for inner in children]
        scope._stars = [b.target for b in table.pop("*", ())]
        scope._table = table

    # --- bindings ----------------------------------------------------------------
    def bindings(self, name: str, scope_node: ast.AST) -> list[Binding]:
        """Every binding of ``name`` made directly in a scope, in source order."""
        if scope_node is not self.tree and self._unbound_below_module(name):
            return []  # no code below the module binds it: nothing to read
        return self.table(self.scope_of(scope_node)).get(name, [])

    def lookup(
        self, name: str, scope: Scope, at: ast.AST | None = None
    ) -> tuple[Binding | None, Scope | None]:
        """The binding of ``name`` in effect in ``scope`` (at node ``at`` when
        given), and the scope that makes it; (None, None) for a builtin or an
        unbound name."""
        current, own = scope, True
        while current is not None:
            if own or not current.is_class:
                found = self.table(current).get(name)
                if found:
                    binding = _in_effect(found, _position(at) if own and at is not None else None)
                    if binding.kind == "global":
                        return self.lookup(name, self.module)
                    if binding.kind == "nonlocal":
                        current, own = current.parent, False
                        continue
                    return binding, current
            current, own = current.parent, False
        return None, None

    def binding_scope(self, name: str, scope: Scope) -> tuple[Scope | None, list[Binding]]:
        """The scope whose bindings of ``name`` code in ``scope`` sees (the
        innermost that binds it, class bodies skipped from nested scopes,
        ``global``/``nonlocal`` followed), and every binding it makes there,
        in source order: what the name may hold at any point, for questions
        that weigh them all. (None, []) for a builtin or an unbound name."""
        binding, owner = self.lookup(name, scope)
        if owner is None:
            return None, []
        return owner, self.table(owner)[name]

    def assigned_at(self, name_node: ast.Name) -> ast.AST | None:
        """What a plain assignment gives a ``Name`` where it stands
        (``Binding.assigned``); None for any other binding."""
        binding = self.binding_at(name_node)[0]
        return binding.assigned if binding is not None else None

    def binding_at(self, name_node: ast.Name, near: Scope | None = None):
        """(binding, scope) in effect for a ``Name`` where it stands (worked
        out once per name: several rules ask about the same call)."""
        found = self._at.get(name_node)
        if found is None:
            if near is None and self._unbound_below_module(name_node.id):
                # Only the module binds the name: no function's bindings
                # need reading to find which of the module's is in effect.
                found = self._at[name_node] = self._module_binding(name_node)
            else:
                found = self._at[name_node] = self.lookup(
                    name_node.id, self.scope_at(name_node, near), name_node
                )
        return found

    def _module_binding(self, name_node: ast.Name):
        """``binding_at`` for a name no code below the module binds: the
        module's binding at the name when it stands in the module's own
        code, else the one code run later sees."""
        position = _position(name_node)
        inner = self._child_at(self.module, position)
        return self.lookup(name_node.id, self.module, name_node if inner is None else None)

    def _unbound_below_module(self, name: str) -> bool:
        """Whether no code below the module can bind ``name``, when the file
        is read through its index (a short file is not: see ``indexed``)."""
        return self.indexed and name not in self.nodes.names_bound_below(self.tree)

    # --- what names stand for ------------------------------------------------------
    def resolve(self, node: ast.AST, near: Scope | None = None, _depth: int = 0) -> str | None:
        """The dotted name an expression such as ``t.sleep`` stands for where
        it is written, or None when its root is not bound to an import (or an
        alias of one)."""
        name, attributes = attribute_chain(node)
        if name is None:
            return None
        binding, scope = self.binding_at(name, near)
        if binding is not None:
            root = self._target(binding, scope, _depth)
        else:
            root = self._star_imported(name.id) if self._star_names is not None else None
        if root is None:
            return None
        return ".".join([root, *attributes]) if attributes else root

    def _target(self, binding: Binding, scope: Scope, depth: int) -> str | None:
        if binding.kind == "import":
            return binding.target
        if binding.kind != "value" or depth >= _ALIAS_DEPTH:
            return None
        value = binding.value
        if type(binding.node) not in (ast.Assign, ast.AnnAssign, ast.NamedExpr):
            return None  # ``with cm as x``: x is what entering cm gives
        if type(value) in (ast.Name, ast.Attribute):
            return self.resolve(value, scope, depth + 1)
        if type(value) is ast.Call:
            return self.imported_by_call(value, scope, depth + 1)
        return None

    def imported_by_call(self, call: ast.Call, near: Scope | None = None, _depth: int = 0):
        """The module a call imports and returns (``pytest.importorskip("x")``,
        ``importlib.import_module("x")``, ``__import__("x")``), else None."""
        if not call.args or type(call.args[0]) is not ast.Constant:
            return None
        module = call.args[0].value
        if not isinstance(module, str) or not module:
            return None
        func = call.func
        if type(func) is ast.Name and func.id == "__import__":
            if self.binding_at(func, near)[0] is None:
                return module.split(".", 1)[0]
            return None
        if self.resolve(func, near, _depth) in _IMPORTING_CALLS:
            return module
        return None

    def inside(self, function: ast.AST) -> "SemanticModel":
        """The model as seen from inside one function: itself, since it knows
        every function's bindings (``ImportMap.inside`` for a module read
        from disk)."""
        return self

    def callee(self, expression: ast.AST, near: Scope | None = None) -> ast.AST:
        """What an expression stands for once local aliases are followed:
        ``eq`` bound by ``eq = self.assertEqual`` gives ``self.assertEqual``.
        The expression itself when it is not such an alias."""
        for _ in range(_ALIAS_DEPTH):
            if type(expression) is not ast.Name:
                return expression
            binding, scope = self.binding_at(expression, near)
            aliased = binding.aliased if binding is not None else None
            if aliased is None:
                return expression
            expression, near = aliased, scope
        return expression

    # --- parent links, and what collections and attributes were given -----------------
    ancestors = staticmethod(ancestors)
    appended_values = staticmethod(reading.appended_values)
    attribute_values = staticmethod(attributes.attribute_values)

    def values_on_self(self, attribute: str, near: ast.AST) -> list[ast.AST]:
        """What the class around ``near`` gives ``self.<attribute>``: every
        value its methods and its body assign (empty outside a class)."""
        cls = self.enclosing_class(self.scope_at(near))
        return attributes.attribute_values(attribute, cls) if cls is not None else []

    # --- the import-map reading of module-level names ------------------------------
    def qualified(self, name: str) -> str | None:
        """The dotted name a module-level name stands for (from inside the
        module's functions), or None."""
        binding, scope = self.lookup(name, self.module)
        return self._target(binding, scope, 0) if binding is not None else None

    def _star_imported(self, name: str) -> str | None:
        """What a name no code of the file binds stands for through the
        module's ``from m import *`` (once per name)."""
        if name in self._through_stars:
            return self._through_stars[name]
        found = None
        for module in self.star_modules:
            found = self._star_names(module, name)
            if found is not None:
                break
        self._through_stars[name] = found
        return found

    @property
    def star_modules(self) -> list[str]:
        """Modules imported with ``from module import *`` at module level."""
        self.table(self.module)
        return self.module._stars


def model_of(module) -> SemanticModel:
    """The semantic model of a module read as a ``ModuleView`` (the linted
    file's is its context's), made on first use and kept in the view's memo:
    a model points at its tree, so a table outside the view would keep every
    tree it ever met alive."""
    model = module.memo.get(SemanticModel)
    if model is None:
        model = module.memo[SemanticModel] = SemanticModel(module.tree)
    return model


def _in_effect(found: list[Binding], position: tuple[int, int] | None) -> Binding:
    """Of a scope's bindings of one name (in source order), the one in effect:
    the last before ``position`` when the use is in that scope, else (the
    use runs later, or comes first) the last that says something."""
    if len(found) == 1:
        return found[0]
    if position is not None:
        before = None
        for binding in found:
            if effective(binding) <= position:
                before = binding
            else:
                break
        if before is not None:
            return before
    for binding in reversed(found):
        if not _is_none_value(binding):
            return binding
    return found[-1]


def _is_none_value(binding: Binding) -> bool:
    value = binding.value
    return binding.kind == "value" and type(value) is ast.Constant and value.value is None
