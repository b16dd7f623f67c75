"""Reading one scope's code for the semantic model: the names it binds, and
the scopes nested in it.

Names are bound by statements (imports, assignments, loops, ``with``,
``def``, ``class``, ``except ... as``, ``global``...), with one exception:
``:=``. A module, class or function is therefore read statement by
statement, and the expressions inside its statements only when the file
holds a ``:=`` somewhere. The lambdas and comprehensions in those
expressions are scopes too; where the expressions are not read, they are
found one statement at a time, when a question is asked about a place inside
that statement (``statements``, ``expression_scopes``). A lambda or comprehension is
itself an expression, and is read whole.
"""

from __future__ import annotations

import ast
import weakref
from typing import NamedTuple

from flake8_testarch.semantic.fallbacks import fallback_imports
from flake8_testarch.syntax import child_fields, walk_scope

FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)
COMPREHENSION_TYPES = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
SCOPE_TYPES = (ast.ClassDef, *FUNCTION_TYPES, ast.Lambda, *COMPREHENSION_TYPES)
STATEMENT_SCOPES = frozenset({ast.ClassDef, *FUNCTION_TYPES})
_SCOPE_TYPES = frozenset(SCOPE_TYPES)
_EXPRESSION_SCOPES = frozenset({ast.Lambda, *COMPREHENSION_TYPES})
_BLOCKS = frozenset({"body", "orelse", "finalbody", "handlers", "cases"})
# Nodes under which nothing is bound and no scope starts.
_BARREN = frozenset({
    ast.Name, ast.Constant, ast.Load, ast.Store, ast.Del, ast.Pass, ast.Break, ast.Continue,
})


class Binding(NamedTuple):
    """One way a name gets a value in a scope.

    ``kind``: 'import' (``target`` is the dotted name), 'value' (``value``
    is the bound expression: ``x = value``, ``with value as x``), 'element'
    (one element of the iterable ``value``: ``for x in value``),
    'parameter' (``value`` is its annotation or None), 'definition'
    (``value`` is the ``def`` or ``class``), 'augmented' (``x += value``),
    'global' / 'nonlocal' (the name lives in an outer scope), 'unknown'
    (bound, but to nothing the code shows: unpacking, ``except ... as x``,
    a match capture). ``node`` is the statement or node that binds.
    """

    kind: str
    value: ast.AST | None
    node: ast.AST
    target: str | None = None

    @property
    def assigned(self) -> ast.AST | None:
        """The expression whose value the name holds, when a plain assignment
        (``x = value``, ``x: T = value``, ``(x := value)``) binds it; None
        for every other binding (``with value as x`` binds what entering
        ``value`` gives)."""
        if self.kind == "value" and type(self.node) in (ast.Assign, ast.AnnAssign, ast.NamedExpr):
            return self.value
        return None

    @property
    def aliased(self) -> ast.AST | None:
        """The name or attribute the bound name is another name for (``eq =
        self.assertEqual``), when a plain assignment binds it to one; else None."""
        assigned = self.assigned
        return assigned if type(assigned) in (ast.Name, ast.Attribute) else None


class Reading(NamedTuple):
    """What one read of a scope's code found."""

    # The statements that bind names in it (see ``bindings_made``), or the
    # (name, Binding) pairs themselves.
    bindings: list
    # Scope nodes nested directly in it (defs and classes; lambdas and
    # comprehensions too when its expressions were read).
    nested: list[ast.AST]


def position(node: ast.AST) -> tuple[int, int]:
    return getattr(node, "lineno", 0), getattr(node, "col_offset", 0)


def end(node: ast.AST) -> tuple[int, int]:
    return (getattr(node, "end_lineno", None) or node.lineno,
            getattr(node, "end_col_offset", None) or 0)


def start(statement: ast.stmt) -> tuple[int, int]:
    """Where a statement starts, its decorators included."""
    decorators = getattr(statement, "decorator_list", None)
    if decorators:
        return min(position(statement), *(position(d) for d in decorators))
    return position(statement)


def parameters(scope: ast.AST) -> list[ast.arg]:
    """Every parameter of a function or lambda, ``*args`` and ``**kwargs``
    included; none for a module, class or comprehension."""
    arguments = getattr(scope, "args", None)
    if not isinstance(arguments, ast.arguments):
        return []
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    return every + [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]


def read_statements(root: ast.AST, with_expressions: bool) -> dict[ast.AST, Reading]:
    """Read a module (or a def or class) and every def and class in it, in
    one walk of their statements: each one's Reading, by its node. The
    bindings are left as the statements that make them (``bindings_made``
    turns them into Bindings), so that a scope nobody asks about costs no
    more than the walk."""
    readings: dict[ast.AST, Reading] = {root: Reading([], [])}
    stack = [(statement, root) for statement in reversed(root.body)]
    pop, push, binders, scopes = stack.pop, stack.append, _BINDERS, STATEMENT_SCOPES
    fallbacks: set[ast.AST] = set()
    while stack:
        statement, owner = pop()
        statement_type = type(statement)
        if statement_type is ast.Try and statement.handlers:
            fallbacks.update(fallback_imports(statement))
        elif statement in fallbacks:
            continue
        if statement_type in scopes:
            reading = readings[owner]
            reading.nested.append(statement)
            reading.bindings.append(statement)
            readings[statement] = Reading([], [])
            for inner in reversed(statement.body):
                push((inner, statement))
            if with_expressions:
                _read_expressions(_outside_parts(statement), reading.bindings, reading.nested)
            continue
        if statement_type in binders or statement_type is ast.match_case:
            readings[owner].bindings.append(statement)
        if with_expressions:
            reading = readings[owner]
            _read_expressions(expression_parts(statement), reading.bindings, reading.nested)
        for field in _block_fields(statement_type):
            for inner in reversed(getattr(statement, field)):
                push((inner, owner))
    return readings


def bindings_made(scope: ast.AST, binders: list) -> list[tuple[str, Binding]]:
    """(name, Binding) for a scope's parameters and for each node of
    ``binders`` (statements, and ``:=`` already read as bindings)."""
    found = [
        (argument.arg, Binding("parameter", argument.annotation, scope))
        for argument in parameters(scope)
    ]
    for node in binders:
        node_type = type(node)
        if node_type is tuple:
            found.append(node)
        elif node_type in STATEMENT_SCOPES:
            found.append((node.name, Binding("definition", node, node)))
        elif node_type is ast.match_case:
            found += _captures(node.pattern)
        else:
            found += _BINDERS[node_type](node)
    return found


def read_expression_scope(node: ast.AST) -> Reading:
    """Read a lambda or comprehension: its parameters or loop targets, and the
    lambdas and comprehensions nested in it."""
    bindings: list[tuple[str, Binding]] = [
        (argument.arg, Binding("parameter", argument.annotation, node))
        for argument in parameters(node)
    ]
    if type(node) is not ast.Lambda:
        for generator in node.generators:
            bindings += _target_bindings(generator.target, generator.iter, "element", node)
    nested: list[ast.AST] = []
    _read_expressions(_own_expressions(node), bindings, nested)
    return Reading(bindings, nested)


def statements(scope: ast.AST) -> tuple[list[ast.stmt], list[tuple[int, int]]]:
    """A module's, def's or class's own statements (nested blocks included, not
    the bodies of nested defs and classes) in source order, with where each
    starts: where to look for the lambdas and comprehensions of a scope whose
    expressions were not read."""
    found, starts = [], []
    stack = list(reversed(scope.body))
    while stack:
        statement = stack.pop()
        statement_type = type(statement)
        if statement_type is ast.ExceptHandler or statement_type is ast.match_case:
            stack.extend(reversed(statement.body))
            continue
        found.append(statement)
        starts.append(start(statement))
        if statement_type not in STATEMENT_SCOPES:
            for field in _block_fields(statement_type):
                stack.extend(reversed(getattr(statement, field)))
    if any(starts[i] > starts[i + 1] for i in range(len(starts) - 1)):
        ordered = sorted(zip(starts, range(len(starts))))
        found = [found[i] for _start, i in ordered]
        starts = [first for first, _i in ordered]
    return found, starts


def expression_scopes(statement: ast.stmt) -> list[ast.AST]:
    """The lambdas and comprehensions in a statement's own expressions (not in
    the statements nested in it, not inside each other)."""
    nested: list[ast.AST] = []
    _read_expressions(expression_parts(statement), [], nested)
    return nested


def expression_parts(statement: ast.AST) -> list[ast.AST]:
    """A statement's expressions that run where the statement stands: for a
    ``def`` or ``class``, its decorators, defaults, annotations and bases."""
    statement_type = type(statement)
    if statement_type in STATEMENT_SCOPES:
        return _outside_parts(statement)
    parts = []
    for field in child_fields(statement_type):
        if field in _BLOCKS:
            continue
        value = getattr(statement, field, None)
        if type(value) is list:
            parts += [item for item in value if item is not None]
        elif value is not None:
            parts.append(value)
    return parts


def _block_fields(node_type: type) -> tuple[str, ...]:
    fields = _BLOCK_FIELDS.get(node_type)
    if fields is None:
        fields = _BLOCK_FIELDS[node_type] = tuple(
            field for field in child_fields(node_type) if field in _BLOCKS
        )
    return fields


_BLOCK_FIELDS: dict[type, tuple[str, ...]] = {}


def _own_expressions(node: ast.AST) -> list[ast.AST]:
    """A lambda's or comprehension's own code, its first iterable aside (that
    one is read in the scope around it)."""
    if type(node) is ast.Lambda:
        return [node.body]
    first, *others = node.generators
    roots = [first.target, *first.ifs]
    for generator in others:
        roots += [generator.target, generator.iter, *generator.ifs]
    if type(node) is ast.DictComp:
        return roots + [node.key, node.value]
    return roots + [node.elt]


def _outside_parts(node: ast.AST) -> list[ast.AST]:
    """The parts of a nested scope's node that run in the scope around it."""
    node_type = type(node)
    if node_type in STATEMENT_SCOPES:
        parts = list(node.decorator_list)
        if node_type is ast.ClassDef:
            return parts + node.bases + [k.value for k in node.keywords]
        arguments = node.args
        parts += [d for d in (*arguments.defaults, *arguments.kw_defaults) if d is not None]
        parts += [a.annotation for a in parameters(node) if a.annotation is not None]
        return parts + ([node.returns] if node.returns is not None else [])
    if node_type is ast.Lambda:
        return [d for d in (*node.args.defaults, *node.args.kw_defaults) if d is not None]
    return [node.generators[0].iter]


def _read_expressions(roots: list[ast.AST], bindings: list, nested: list) -> None:
    """Walk expressions: ``:=`` binds here; lambdas and comprehensions are
    noted, and only their outside parts walked."""
    stack = list(reversed(roots))
    pop, push, barren, scopes = stack.pop, stack.append, _BARREN, _EXPRESSION_SCOPES
    while stack:
        current = pop()
        current_type = type(current)
        if current_type in scopes:
            nested.append(current)
            pending = _outside_parts(current)
        else:
            if current_type is ast.NamedExpr:
                bindings.append((current.target.id, Binding("value", current.value, current)))
            pending = []
            for field in child_fields(current_type):
                value = getattr(current, field, None)
                if type(value) is list:
                    pending += [item for item in value if item is not None]
                elif value is not None:
                    pending.append(value)
        for child in reversed(pending):
            if type(child) not in barren:
                push(child)


def _target_bindings(target: ast.AST, value: ast.AST | None, kind: str, node: ast.AST):
    """(name, Binding) for each name an assignment target binds; a tuple
    unpacked from a tuple of the same length binds element by element."""
    found = []
    target_type = type(target)
    if target_type is ast.Name:
        found.append((target.id, Binding(kind, value, node)))
    elif target_type in (ast.Tuple, ast.List):
        values = value.elts if type(value) in (ast.Tuple, ast.List) else None
        paired = values is not None and len(values) == len(target.elts) and kind == "value"
        for index, element in enumerate(target.elts):
            if paired:
                found += _target_bindings(element, values[index], kind, node)
            else:
                found += _target_bindings(element, None, "unknown", node)
    elif target_type is ast.Starred:
        found += _target_bindings(target.value, None, "unknown", node)
    return found


def _import(node: ast.Import):
    found = []
    for alias in node.names:
        if alias.asname:
            found.append((alias.asname, Binding("import", None, node, alias.name)))
        else:
            root = alias.name.split(".", 1)[0]
            found.append((root, Binding("import", None, node, root)))
    return found


def _import_from(node: ast.ImportFrom):
    base = "." * node.level + (node.module or "")
    separator = "" if base.endswith(".") or not base else "."
    found = []
    for alias in node.names:
        if alias.name == "*":
            found.append(("*", Binding("import", None, node, base)))
        else:
            target = f"{base}{separator}{alias.name}"
            found.append((alias.asname or alias.name, Binding("import", None, node, target)))
    return found


def _assign(node: ast.Assign):
    found = []
    for target in node.targets:
        found += _target_bindings(target, node.value, "value", node)
    return found


def _annotated(node: ast.AnnAssign):
    if node.value is not None and type(node.target) is ast.Name:
        return [(node.target.id, Binding("value", node.value, node))]
    return []


def _augmented(node: ast.AugAssign):
    if type(node.target) is ast.Name:
        return [(node.target.id, Binding("augmented", node.value, node))]
    return []


def _loop(node):
    return _target_bindings(node.target, node.iter, "element", node)


def _with(node):
    found = []
    for item in node.items:
        if item.optional_vars is not None:
            found += _target_bindings(item.optional_vars, item.context_expr, "value", node)
    return found


def _handler(node: ast.ExceptHandler):
    return [(node.name, Binding("unknown", node.type, node))] if node.name else []


def _declared(kind: str):
    def declared(node):
        return [(name, Binding(kind, None, node)) for name in node.names]
    return declared


def _captures(pattern: ast.AST):
    """Names a match pattern captures."""
    found = []
    for node in ast.walk(pattern):
        name = getattr(node, "name", None) if type(node) in (ast.MatchAs, ast.MatchStar) else (
            getattr(node, "rest", None) if type(node) is ast.MatchMapping else None
        )
        if name:
            found.append((name, Binding("unknown", None, node)))
    return found


_BINDERS = {
    ast.Import: _import,
    ast.ImportFrom: _import_from,
    ast.Assign: _assign,
    ast.AnnAssign: _annotated,
    ast.AugAssign: _augmented,
    ast.For: _loop,
    ast.AsyncFor: _loop,
    ast.With: _with,
    ast.AsyncWith: _with,
    ast.ExceptHandler: _handler,
    ast.Global: _declared("global"),
    ast.Nonlocal: _declared("nonlocal"),
}


def appended_values(name: str, scope_node: ast.AST) -> list[ast.AST]:
    """Values added to the collection ``name`` with ``append``/``add``/
    ``insert``/``appendleft`` in a scope's own code."""
    values = []
    for node in walk_scope(scope_node):
        if (
            type(node) is ast.Call
            and type(node.func) is ast.Attribute
            and type(node.func.value) is ast.Name
            and node.func.value.id == name
            and node.func.attr in ("append", "add", "insert", "appendleft")
            and node.args
        ):
            values.append(node.args[-1])
    return values


_SCOPE_TABLES: weakref.WeakKeyDictionary[ast.AST, dict] = weakref.WeakKeyDictionary()


def bindings_in(name: str, scope_node: ast.AST) -> list[Binding]:
    """Every binding of ``name`` made directly in one scope of any tree, in
    source order: for code met away from its file's model (a fixture in a
    conftest, a helper in another module). The scope is read as the model
    reads it."""
    table = _SCOPE_TABLES.get(scope_node)
    if table is None:
        if type(scope_node) in STATEMENT_SCOPES or type(scope_node) is ast.Module:
            found = read_statements(scope_node, True)[scope_node]
            pairs = bindings_made(scope_node, found.bindings)
        else:
            pairs = read_expression_scope(scope_node).bindings
        table = {}
        for bound, binding in pairs:
            table.setdefault(bound, []).append(binding)
        for same_name in table.values():
            same_name.sort(key=effective)
        _SCOPE_TABLES[scope_node] = table
    return table.get(name, [])


def effective(binding: Binding) -> tuple[int, int]:
    """Where a binding takes effect: after the value it binds is computed
    (``time = time.time`` reads the old ``time``), else where it stands."""
    if binding.value is not None and binding.kind in ("value", "element", "augmented"):
        return end(binding.value)
    return position(binding.node)
