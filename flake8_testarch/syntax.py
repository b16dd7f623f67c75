"""Which fields of a syntax node hold other nodes: one table for every walk in
the pack (the engine's, and the rules' own walks over a test or a helper).

Read from the ASDL signature in each node class's docstring
(``BinOp(expr left, operator op, expr right)``): fields typed as a name, a
string, a constant, an expression context (``Load``) or an operator (``Add``,
``Eq``) never hold a node worth visiting, so they are not read at all.

Also here: the walks that stay inside one scope, what ``ast.parse`` raises
on a text it cannot read (for every place in the pack that parses a module
from disk), the normal form in which Python reads identifiers, and the
words of a name.
"""

from __future__ import annotations

import ast
import builtins
import warnings
import bisect
import functools
import weakref
from collections.abc import Iterable, Iterator

from flake8_testarch.lazy_regex import lazy_compile


_LEAF_TYPES = frozenset(
    {
        "identifier", "string", "constant", "int", "expr_context", "operator", "unaryop",
        "cmpop", "boolop",
    }
)
_NEVER = frozenset({"ctx", "op", "ops"})
# A syntax error, a null byte, nesting too deep, a text too large.
PARSE_ERRORS = (SyntaxError, ValueError, RecursionError, MemoryError)
# `try` statements: `try ... except*` too where Python has it (3.11 on).
TRIES = tuple(kind for kind in (ast.Try, getattr(ast, "TryStar", None)) if kind is not None)
# How exception classes end their names (PEP 8: "Error" for errors).
EXCEPTION_NAME_ENDINGS = ("Error", "Exception", "Interrupt", "Exit", "Warning")


def names_an_exception(name: str, endings: tuple[str, ...] = EXCEPTION_NAME_ENDINGS) -> bool:
    """A class name that is an exception's: a builtin exception
    (``StopIteration``), or one ending as exception names do."""
    builtin = getattr(builtins, name, None)
    return name.endswith(endings) or (
        isinstance(builtin, type) and issubclass(builtin, BaseException)
    )


_FIELDS: dict[type, tuple[str, ...]] = {}


def _read_fields(node_type: type) -> tuple[str, ...]:
    fields = getattr(node_type, "_fields", ())
    declared = {}
    signature = (node_type.__doc__ or "").split("\n")[0]
    opening = node_type.__name__ + "("
    parameters = signature[len(opening):-1] if signature.startswith(opening) else ""
    for part in parameters.split(",") if signature.endswith(")") else ():
        words = part.split()
        if len(words) == 2:
            declared[words[1]] = words[0].rstrip("*?")
    if set(declared) != set(fields):  # no readable signature: every field but these
        return tuple(field for field in fields if field not in _NEVER)
    return tuple(field for field in fields if declared[field] not in _LEAF_TYPES)


def child_fields(node_type: type) -> tuple[str, ...]:
    """The fields of a node type that can hold child nodes, in source order.
    They hold a node, None, or a list of nodes and Nones (``Dict.keys`` for
    ``**``, ``kw_defaults``)."""
    fields = _FIELDS.get(node_type)
    if fields is None:
        fields = _FIELDS[node_type] = _read_fields(node_type)
    return fields


@functools.cache
def childless_types() -> frozenset[type]:
    """The node types that never hold a child node (``Name``, ``Constant``,
    ``Pass``, ``alias``...): a walk that does not visit them need not go to
    them at all."""
    found, pending = set(), [ast.AST]
    while pending:
        node_type = pending.pop()
        pending.extend(node_type.__subclasses__())
        if getattr(node_type, "_fields", None) is not None and not child_fields(node_type):
            found.add(node_type)
    return frozenset(found)


def child_nodes(node: ast.AST) -> list[ast.AST]:
    """The child nodes, in source order: ``ast.iter_child_nodes`` without the
    contexts and operators, and about twice as fast."""
    found = []
    for field in child_fields(type(node)):
        value = getattr(node, field, None)
        if type(value) is list:
            found.extend([item for item in value if isinstance(item, ast.AST)])
        elif isinstance(value, ast.AST):
            found.append(value)
    return found


def walk(node: ast.AST, skipped: frozenset[type] = frozenset()) -> Iterator[ast.AST]:
    """``node`` and every node under it, in no set order: ``ast.walk`` without
    the contexts and operators, for questions about a whole file that do not
    care where a node comes in it. Nodes of the ``skipped`` types under
    ``node`` are neither yielded nor entered."""
    stack = [node]
    pop, push, fields_of, read = stack.pop, stack.append, _FIELDS.get, child_fields
    while stack:
        current = pop()
        yield current
        node_type = type(current)
        fields = fields_of(node_type)
        if fields is None:
            fields = read(node_type)
        for field in fields:
            value = getattr(current, field, None)
            if type(value) is list:
                for item in value:
                    if item is not None and type(item) not in skipped:
                        push(item)
            elif value is not None and type(value) not in skipped:
                push(value)


def names_a_class(name: str) -> bool:
    """A CapWords name (``Parser``, ``HTTPServer``): a class, by the
    convention Python code follows; not an all-capitals constant (``DEBUG``)."""
    return name[:1].isupper() and not name.isupper()


def last_name(node: ast.AST) -> str:
    """The last part of a name as written: ``sleep`` of ``time.sleep`` and of
    ``sleep``; "" for anything else."""
    if type(node) is ast.Attribute:
        return node.attr
    return node.id if type(node) is ast.Name else ""


_WORD = lazy_compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")


@functools.lru_cache(maxsize=4096)
def name_words(name: str) -> tuple[str, ...]:
    """The lowercase words of a snake_case or CamelCase name:
    ``TestRealDaemonAPI`` -> (test, real, daemon, api); ``spawn_thread`` ->
    (spawn, thread)."""
    return tuple(word.lower() for word in _WORD.findall(name))


def nfkc(text: str) -> str:
    """``text`` NFKC-normalised, the form in which Python reads identifiers
    (``ｓｌｅｅｐ`` is ``sleep``). ASCII is its own normal form, so unicodedata
    is imported only for the rest: a library load most starts do not need."""
    if text.isascii():
        return text
    import unicodedata

    return unicodedata.normalize("NFKC", text)


_NESTED_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
_NESTED_SCOPE_TYPES = frozenset(_NESTED_SCOPES)
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def walk_scope(scope: ast.AST) -> Iterator[ast.AST]:
    """Every node in a scope's body, not entering nested functions or classes
    (which are yielded, not entered)."""
    stack = [scope.body] if isinstance(scope, ast.Lambda) else list(getattr(scope, "body", ()))
    while stack:
        node = stack.pop()
        yield node
        if type(node) not in _NESTED_SCOPE_TYPES:
            stack.extend(child_nodes(node))


def blocks(statement: ast.stmt) -> list[tuple[str, list[ast.stmt]]]:
    """The statement lists directly inside a compound statement, by field
    ('body', 'orelse', 'finalbody', 'handler', 'case')."""
    kind = type(statement)
    shape = _SHAPES.get(kind)
    if shape is None:
        shape = _SHAPES[kind] = _shape(kind)
    if not shape:
        return []  # a simple statement: most of them
    found = []
    for field in shape:
        if field == "handlers":
            found += [("handler", handler.body) for handler in statement.handlers]
        elif field == "cases":
            found += [("case", case.body) for case in statement.cases]
        else:
            block = getattr(statement, field)
            if type(block) is list and block and isinstance(block[0], ast.stmt):
                found.append((field, block))
    return found


def _shape(kind: type) -> tuple[str, ...]:
    """The fields of a statement type that hold statement lists."""
    fields = getattr(kind, "_fields", ())
    return tuple(
        field for field in ("body", "orelse", "finalbody", "handlers", "cases") if field in fields
    )


_SHAPES: dict[type, tuple[str, ...]] = {}


def simple_statements(statement: ast.stmt) -> list[ast.stmt]:
    """The statements in ``statement`` that hold no block, ``pass`` left out."""
    return [
        inner for inner in ast.walk(statement) if isinstance(inner, ast.stmt)
        and not hasattr(inner, "body") and type(inner) is not ast.Pass
    ]


def walk_local(node: ast.AST) -> Iterator[ast.AST]:
    """``node`` and everything under it, not entering nested functions or classes."""
    return walk(node, _NESTED_SCOPE_TYPES)


def has_a_base(cls: ast.ClassDef) -> bool:
    """The class derives from another class than ``object``."""
    return any(not (type(base) is ast.Name and base.id == "object") for base in cls.bases)


def parameter_defaults(arguments: ast.arguments) -> list[tuple[ast.arg, ast.AST]]:
    """(parameter, default) for each parameter given a default, positional
    ones first, in order."""
    positional = [*arguments.posonlyargs, *arguments.args]
    pairs = list(zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults))
    pairs += [
        (parameter, default)
        for parameter, default in zip(arguments.kwonlyargs, arguments.kw_defaults)
        if default is not None
    ]
    return pairs


def given_for(call: ast.Call, function: ast.AST, name: str) -> ast.AST | None:
    """The expression ``call`` gives the parameter ``name`` of ``function``,
    by keyword or by position (a method called through an attribute, as
    ``self.load(x)``, does not give its ``self`` or ``cls``); None when it
    gives none, or when a ``*args`` before that position hides which."""
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    arguments = function.args
    names = [argument.arg for argument in (*arguments.posonlyargs, *arguments.args)]
    if names and names[0] in ("self", "cls") and type(call.func) is ast.Attribute:
        names = names[1:]
    if name not in names:
        return None
    position = names.index(name)
    if position >= len(call.args):
        return None
    if any(type(given) is ast.Starred for given in call.args[: position + 1]):
        return None
    return call.args[position]


def on_self(node: ast.AST) -> bool:
    """``self.<name>`` or ``cls.<name>``."""
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in ("self", "cls")
    )


def own_method(cls: ast.ClassDef, name: str) -> ast.AST | None:
    """The method ``name`` that a class defines in its own body (bases not
    read; the first of that name). The body is read once per class: a class
    of many tests asks for its methods once per test."""
    methods = _METHODS.get(cls)
    if methods is None:
        methods = _METHODS[cls] = {}
        for statement in cls.body:
            if isinstance(statement, _FUNCTIONS):
                methods.setdefault(statement.name, statement)
    return methods.get(name)


def class_alias(cls: ast.ClassDef, name: str) -> str | None:
    """The name a class body binds ``name`` to (``check = check_output``,
    ``check = staticmethod(check_output)``), when it is a plain name."""
    for statement in cls.body:
        if type(statement) is not ast.Assign or len(statement.targets) != 1:
            continue
        target, value = statement.targets[0], statement.value
        if type(target) is not ast.Name or target.id != name:
            continue
        if type(value) is ast.Call and type(value.func) is ast.Name and (
            value.func.id in ("staticmethod", "classmethod") and len(value.args) == 1
        ):
            value = value.args[0]
        return value.id if type(value) is ast.Name else None
    return None


# Per class, weakly (an entry goes with its tree): its methods by name.
_METHODS: weakref.WeakKeyDictionary[ast.ClassDef, dict] = weakref.WeakKeyDictionary()


def is_none(node: ast.AST | None) -> bool:
    """No value, or the literal ``None``: ``return``, ``x = None`` (which says
    nothing about what ``x`` will hold)."""
    return node is None or (isinstance(node, ast.Constant) and node.value is None)


def attribute_chain(node: ast.AST) -> tuple[ast.Name | None, list[str]]:
    """The root name of ``a.b.c`` and the attributes after it, in order
    (``['b', 'c']``); the root is None when the chain does not start at a name."""
    attributes = []
    while type(node) is ast.Attribute:
        attributes.append(node.attr)
        node = node.value
    attributes.reverse()
    return (node if type(node) is ast.Name else None), attributes


def dotted_name(node: ast.AST) -> str | None:
    """``a.b.c`` as written, whatever ``a`` is; None for anything but names."""
    root, attributes = attribute_chain(node)
    return ".".join([root.id, *attributes]) if root is not None else None


_DEFINITION_TYPES = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda})


def ancestors(node: ast.AST, within: ast.AST, through_definitions: bool = False) -> list:
    """The nodes of ``within`` that hold ``node``, innermost first and
    ``within`` last; [] when ``node`` is not in it, or when a def, class
    or lambda nested in ``within`` holds it (unless
    ``through_definitions``). Only the nodes whose lines span ``node``'s
    line are searched, so the cost is the path, not the scope."""
    line = node.lineno
    parents = {}
    stack = [within]
    while stack:
        current = stack.pop()
        if current is node:
            break
        for child in _children_on_line(current, line):
            if not through_definitions and type(child) in _DEFINITION_TYPES:
                continue
            parents[child] = current
            stack.append(child)
    else:
        return []
    found = []
    while node in parents:
        node = parents[node]
        found.append(node)
    return found


def _children_on_line(node: ast.AST, line: int) -> list[ast.AST]:
    """The child nodes whose lines span ``line`` (those without a position
    too); a list of statements is bisected, not read."""
    found = []
    for field in child_fields(type(node)):
        value = getattr(node, field, None)
        if type(value) is list:
            if value and isinstance(value[0], ast.stmt):
                found.extend(value[index] for index in spanning(value, line))
                continue
            items = value
        elif isinstance(value, ast.AST):
            items = (value,)
        else:
            continue
        for child in items:
            if isinstance(child, ast.AST) and (
                getattr(child, "lineno", line) <= line <= getattr(child, "end_lineno", line)
            ):
                found.append(child)
    return found


def _first_line(statement: ast.stmt) -> int:
    return statement.lineno


def _last_line(statement: ast.stmt) -> int:
    return statement.end_lineno or statement.lineno


def spanning(block: list[ast.stmt], line: int) -> range:
    """The positions of the statements of a block whose lines span ``line``.
    A block's statements follow each other (each ends where or before the
    next begins), so they are found by bisection, not by reading the block."""
    first = bisect.bisect_left(block, line, key=_last_line)
    return range(first, bisect.bisect_right(block, line, lo=first, key=_first_line))


class LineSpans:
    """Whether a line falls in any of some ranges of lines (``first`` to
    ``last``, both included), answered in logarithmic time: for a question a
    rule asks about every node of a function, where reading every range again
    would cost the function's size each time."""

    def __init__(self, spans: Iterable[tuple[int, int]]):
        firsts: list[int] = []
        lasts: list[int] = []
        for first, last in sorted(spans):
            if first > last:
                continue
            if lasts and first <= lasts[-1] + 1:
                lasts[-1] = max(lasts[-1], last)
            else:
                firsts.append(first)
                lasts.append(last)
        self._firsts, self._lasts = firsts, lasts

    def __contains__(self, line: int) -> bool:
        at = bisect.bisect_right(self._firsts, line) - 1
        return at >= 0 and line <= self._lasts[at]


def parse(source, filename: str = "<unknown>", mode: str = "exec") -> ast.AST:
    """``ast.parse`` without the warnings Python gives about the code it
    reads (an invalid escape in another project's string): the linter reads
    that code, it neither runs it nor reports on it through Python's
    warnings."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.parse(source, filename=filename, mode=mode)


def in_other_branches(first: ast.AST, second: ast.AST, function: ast.AST, memo=None) -> bool:
    """Whether two statements sit in the two branches of one ``if`` (``if
    saved is not None: os.environ["TZ"] = saved`` / ``else: del
    os.environ["TZ"]``): one never runs after the other. ``function``:
    where to look for that ``if``; ``memo``: a dict keeping each function's
    branches between questions."""
    branches = memo.get(function) if memo is not None else None
    if branches is None:
        branches = [
            (_span(node.body), _span(node.orelse))
            for node in walk_local(function) if type(node) is ast.If and node.orelse
        ]
        if memo is not None:
            memo[function] = branches
    a, b = first.lineno, second.lineno
    return any(
        body[0] <= a <= body[1] and other[0] <= b <= other[1]
        or other[0] <= a <= other[1] and body[0] <= b <= body[1]
        for body, other in branches
    )


def _span(block: list) -> tuple[int, int]:
    return block[0].lineno, block[-1].end_lineno or block[-1].lineno
