"""What a check is about (TA401): the value an assertion reads, as a key,
so that assertions in a row about one value count as one check."""

from __future__ import annotations

import ast

# An assertion whose checked value cannot be told: it counts on its own.
UNKNOWN = object()


def subject_key(test: ast.AST, parts, whole: bool = False):
    """The key of what a check is about (``_operand``), or, for a predicate
    asserted ``whole`` (not compared with an expected value) and given a
    part of an unpacked result and numbers (``np.allclose(values, [1, 2])``
    after ``right, values = solve(y)``), of that part."""
    if whole and parts:
        predicate = test.operand if type(test) is ast.UnaryOp else test
        read = _the_value_a_predicate_reads(predicate) if type(predicate) is ast.Call else None
        key = value_key(read) if read is not None else None
        # Not a method of another part (`first.is_restriction(second)`: a
        # relation between two values, a case of its own).
        if key in parts and value_key(predicate.func) not in parts:
            return key
    return value_key(operand(test), parts)


def operand(test: ast.AST) -> ast.AST:
    """The value a check is about: the left side of a comparison (the right
    of ``in``, or of a comparison written constant first), the operand of
    ``not``, the first part of ``and``/``or``, the first argument of a
    builtin predicate (``isinstance(x, T)``, ``len(x)``) or of a function
    of that one value (``tolist(screen)``)."""
    while True:
        kind = type(test)
        if kind is ast.UnaryOp:
            test = test.operand
        elif kind is ast.BoolOp:
            test = test.values[0]  # `"x" in group and isinstance(group["x"], T)`
        elif kind is ast.Compare:
            membership = type(test.ops[0]) in (ast.In, ast.NotIn)
            # `assert 1000 == info["width"]`: the constant first, the value after.
            written_first = is_constant(test.left) and not is_display(test.comparators[0])
            test = test.comparators[0] if membership or written_first else test.left
        elif kind is ast.Call and type(test.func) is ast.Name and test.args and (
            test.func.id in _PREDICATES or _a_view_of_one_value(test)
        ):
            test = test.args[0]
        elif kind is ast.Call and _a_pattern_match(test):
            test = test.args[1]  # `re.search(r"^Set", out, re.M)` reads `out`
        elif kind is ast.Await:
            test = test.value
        else:
            return test


def _a_pattern_match(call: ast.Call) -> bool:
    """``re.search(pattern, text)`` and the module's other matchers: a
    question about ``text``."""
    func = call.func
    return (
        type(func) is ast.Attribute and func.attr in _PATTERN_MATCHERS
        and type(func.value) is ast.Name and func.value.id == "re" and len(call.args) >= 2
    )


_PATTERN_MATCHERS = frozenset({"search", "match", "fullmatch", "findall", "finditer"})


def _a_view_of_one_value(call: ast.Call) -> bool:
    """A function (lower-case: not a class building something new) given
    one value and nothing else (``tolist(screen)``, ``rows_of(table)``, or
    a part of one, ``is_list(annotations["vals"])``): a view of that value,
    so a check of it checks the value."""
    return (
        call.func.id.islower() and len(call.args) == 1 and not call.keywords
        and type(call.args[0]) in (ast.Name, ast.Attribute, ast.Subscript)
    )


def _the_value_a_predicate_reads(call: ast.Call) -> ast.AST | None:
    """The one argument of a call that is not spelt out in numbers, when
    every other argument is (``np.allclose(values, [1, 2, 3], atol=0)``,
    ``math.isclose(ratio, 0.5)``)."""
    read = None
    for argument in call.args:
        if type(argument) is ast.Starred:
            return None
        if not _numbers(argument):
            if read is not None or is_constant(argument):
                return None
            read = argument
    if read is None or any(not _numbers(keyword.value) for keyword in call.keywords):
        return None
    return read


def _numbers(node: ast.AST) -> bool:
    """A number, or a display of numbers (``[1, 2, 3]``, ``-0.5``)."""
    if type(node) is ast.UnaryOp:
        node = node.operand
    if type(node) in (ast.Tuple, ast.List, ast.Set):
        return all(map(_numbers, node.elts))
    return type(node) is ast.Constant and type(node.value) in (int, float)


def is_display(node: ast.AST) -> bool:
    """A literal or a literal display: beside one, a capitalised constant is
    the value checked (``assertEqual(Fore.RED, "red")``)."""
    if type(node) is ast.UnaryOp:
        node = node.operand
    return type(node) in (ast.Constant, ast.Tuple, ast.List, ast.Set, ast.Dict)


# Operators that pick bits out of a value (not `retries * 3`, an expected
# count worked out from another value).
_BIT_TESTS = (ast.BitAnd, ast.BitOr, ast.BitXor, ast.RShift)


def _is_literal(node: ast.AST) -> bool:
    """A number, or arithmetic on numbers (``0o40000 << 16``); not a text
    (``folder / "v1.9"`` is another path, not a part of ``folder``)."""
    if type(node) is ast.BinOp:
        return _is_literal(node.left) and _is_literal(node.right)
    if type(node) is ast.UnaryOp:
        return _is_literal(node.operand)
    return type(node) is ast.Constant and type(node.value) in (int, float)


def is_constant(node: ast.AST) -> bool:
    """A literal, a literal display (``("start", task)``: the expected value
    spelt out), or a name written in capitals as constants are
    (``MAX_SIZE``, an enum member ``State.CLOSED``)."""
    if type(node) is ast.UnaryOp:
        node = node.operand
    if type(node) in (ast.Constant, ast.Tuple, ast.List, ast.Set, ast.Dict):
        return True
    name = node.attr if type(node) is ast.Attribute else getattr(node, "id", None)
    return bool(name) and name.isupper()


# Methods of Python's text types: a check calling one reads the text it is
# called on (``path.stem.endswith(".rst")`` checks ``path``).
_TEXT_QUERIES = frozenset(name for name in dir(str) if not name.startswith("_")) - {
    "format", "join", "maketrans"
}
# Builtins that read one value.
_PREDICATES = frozenset({"isinstance", "len", "bool", "callable", "hasattr", "type", "str",
                         "repr", "list", "set", "sorted", "tuple", "dict", "issubclass",
                         "all", "any"})
# Methods of Python's mappings that look a key up, given a spelt-out key.
_MAPPING_QUERIES = frozenset({"get", "keys", "values", "items"})
_COMPREHENSIONS = (ast.GeneratorExp, ast.ListComp, ast.SetComp)


def _what_a_comprehension_reads(comprehension: ast.AST) -> ast.AST | None:
    """The value a comprehension views: what it iterates over (``[x.name
    for x in models]`` reads ``models``), or, over a spelt-out list, the
    one outside value its element reads (``getattr(car, x) for x in
    ["a", "b"]`` reads ``car``); None when it reads several."""
    generator = comprehension.generators[0]
    if not is_display(generator.iter):
        return generator.iter
    bound = {node.id for node in ast.walk(generator.target) if type(node) is ast.Name}
    outside = {
        node.id for node in ast.walk(comprehension.elt)
        if type(node) is ast.Name and node.id not in bound and node.id not in _BUILTIN_CALLS
    }
    return ast.Name(id=outside.pop()) if len(outside) == 1 else None


_BUILTIN_CALLS = frozenset({"getattr", "hasattr", "isinstance", "len", "str", "type"})


def value_key(value: ast.AST, parts=None):
    """The value an expression reads, as a key: through attributes, items
    and calls without arguments down to a name (``self.<attribute>`` kept
    whole), or the call that made it (``parse("2024")``, by its text)."""
    while True:
        kind = type(value)
        if kind is ast.Attribute:
            inner = value.value
            if type(inner) is ast.Name and inner.id in ("self", "cls"):
                return ("self", value.attr)
            value = inner
        elif kind is ast.Subscript:
            value = value.value
        elif kind is ast.Call and not value.args and not value.keywords:
            value = value.func
        elif kind is ast.Await:
            value = value.value  # `await conn.recv()`: what the call gives
        elif kind is ast.Call and type(value.func) is ast.Attribute and (
            value.func.attr in _TEXT_QUERIES
            or value.func.attr in _MAPPING_QUERIES and all(map(is_display, value.args))
            and type(value.func.value) in (ast.Attribute, ast.Subscript)
            or value.func.attr == "pop" and all(map(is_display, value.args))
        ):
            # `name.startswith("+")` reads `name`; `response.headers.get("a")`,
            # a lookup in a part of a value, reads `response` (not
            # `client.get("/a")`: a request of its own); `fields.pop("name")`,
            # a container's own method, reads `fields`
            value = value.func.value
        elif kind in _COMPREHENSIONS:
            viewed = _what_a_comprehension_reads(value)
            if viewed is None:
                return UNKNOWN
            value = viewed
        elif kind is ast.Name:
            return ("name", value.id)
        elif kind is ast.Call:
            return ("call", ast.dump(value))
        elif kind is ast.BinOp and type(value.op) in _BIT_TESTS and _is_literal(value.right):
            value = value.left  # `info.mode & 0x10`: a bit of `info`
        elif kind in (ast.Tuple, ast.List) and value.elts:
            # `(node.lineno, node.col_offset)`: parts of one value, read together.
            keys = {value_key(element) for element in value.elts}
            if parts:  # `(hz, scale)`, both unpacked from one result
                keys = {parts.get(key, key) for key in keys}
            return keys.pop() if len(keys) == 1 else UNKNOWN
        else:
            return UNKNOWN


def spelt_out_names(assign: ast.Assign) -> list[str]:
    """The names an assignment gives a value spelt out (``version = 4``,
    ``header = {"len": 8}``, ``kind, xid = "hello", 7``): expected values."""
    target, value = assign.targets[0], assign.value
    if type(target) is ast.Name:
        return [target.id] if _spelt_out(value) else []
    if type(target) in (ast.Tuple, ast.List) and type(value) in (ast.Tuple, ast.List) and (
        len(target.elts) == len(value.elts)
    ):
        return [
            name.id for name, part in zip(target.elts, value.elts)
            if type(name) is ast.Name and _spelt_out(part)
        ]
    return []


def _spelt_out(value: ast.AST) -> bool:
    """A literal, a constant, or a display holding only those; not an empty
    one (``connections = {}``: a container the code fills)."""
    kind = type(value)
    if kind is ast.UnaryOp:
        return _spelt_out(value.operand)
    if kind in (ast.Tuple, ast.List, ast.Set):
        return bool(value.elts) and all(map(_spelt_out, value.elts))
    if kind is ast.Dict:
        return bool(value.values) and all(
            key is not None and _spelt_out(key) for key in value.keys
        ) and all(map(_spelt_out, value.values))
    return kind is ast.Constant or is_constant(value)


def expected_first(first: ast.AST, second: ast.AST, spelt) -> bool:
    """The expected value is written first (``assertEqual(5, len(requests))``,
    ``assertEqual(version["val"], reply.version)`` after ``version = {...}``),
    the value checked second."""
    if is_display(second):
        return False
    return is_constant(first) or (
        _root_name(first) in spelt and _root_name(second) not in spelt
    )


def _root_name(node: ast.AST) -> str | None:
    while type(node) in (ast.Attribute, ast.Subscript):
        node = node.value
    return node.id if type(node) is ast.Name else None
