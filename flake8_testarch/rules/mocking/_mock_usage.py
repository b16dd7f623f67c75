"""How a name bound to a mock is used in a scope: the first place a test
configures or checks an attribute that is not the mock's own API (which a
spec would have caught), or that it gives the mock a spec later (TA602)."""

from __future__ import annotations

import ast
import bisect
import collections

from flake8_testarch.syntax import TRIES, child_nodes, last_name

# Attributes of a mock that are its own API, after which the chain holds no
# more mock attributes (call records, counters, assertion methods).
_API_ENDS = frozenset(
    {
        "called", "call_count", "call_args", "call_args_list", "mock_calls", "method_calls",
        "side_effect", "await_count", "await_args", "await_args_list", "reset_mock",
        # Hangs another mock on this one to record the order of their calls:
        # this one then impersonates nothing.
        "attach_mock",
    }
)


def is_mock_api(name: str) -> bool:
    """An attribute that is the mock's own: a call record, a counter, an
    assertion method, its configuration (``return_value``,
    ``configure_mock``)."""
    return (
        name in _API_ENDS or name in CALL_RECORDS
        or name.startswith(("assert_", "_mock_", "configure_mock"))
    )


def mock_usage(scope: ast.AST, memo: dict, model, window=None) -> dict[str, str | None]:
    """For every name (``m``) and ``self.<attribute>`` in a scope: the first place
    the test configures or checks an attribute that is not the mock's own API
    (``m.send.return_value = 1``, ``m.closed = False``, ``del m.name``,
    ``m.send.assert_called_once()``, ``m.configure_mock(...)``), or None when the
    mock is given a spec (``m.mock_add_spec(...)``). Plain reads (``m.name``,
    ``m.send()``) say nothing: the mock may just answer whatever it is asked.
    ``memo``: the answers so far, by scope (one per file); ``model``: the
    file's semantic model, whose node index gives a long file's function
    attributes without walking it. Attributes are read in source order."""
    found = memo.get(scope) if window is None else None
    if found is not None:
        return found
    found = {}
    if model.indexed and isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        attributes = model.nodes.within(ast.Attribute, scope)
    else:
        attributes = sorted(
            (node for node in ast.walk(scope) if isinstance(node, ast.Attribute)),
            key=lambda node: (node.lineno, node.col_offset),
        )
    own = _own_children(scope, model)
    for node in attributes:
        if window is not None and not window[0] <= node.lineno < window[1]:
            continue
        chain, root = _chain(node)
        if root is None:
            continue
        stored = not isinstance(node.ctx, ast.Load)
        keys = [(root, chain)]
        if root in ("self", "cls") and chain:
            keys.append((f"self.{chain[0]}", chain[1:]))
        for key, rest in keys:
            if found.get(key, "") is None:
                continue
            if own and rest and ((key, rest[0]) in own or (key, "*") in own):
                # ``m.subtract = Mock(...)``: the test's own mock, hung on ``m``
                # as on a namespace; what is done with it says nothing of ``m``.
                continue
            verdict = _verdict(rest, stored)
            if verdict == "spec":
                found[key] = None
            elif verdict is not None and key not in found:
                found[key] = key + "".join(
                    part if part in ("()", "[]") else f".{part}" for part in rest[: verdict + 1]
                )
    if window is None:
        memo[scope] = found
    return found


def _own_children(scope: ast.AST, model) -> set[tuple[str, str]]:
    """(``m``, ``subtract``) for every ``m.subtract = Mock(...)`` (a mock the
    test builds, with a constructor named ``...Mock``, hung on another) and
    every ``m.attach_mock(mock, "subtract")``; (``m``, ``*``) when the
    attached name is not written out. Also with ``self.`` roots."""
    indexed = model.indexed and isinstance(
        scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    )
    if indexed:
        nodes = model.nodes.within(ast.Assign, scope) + model.nodes.within(ast.Call, scope)
    else:
        nodes = [node for node in ast.walk(scope) if type(node) in (ast.Assign, ast.Call)]
    found = set()
    for node in nodes:
        if type(node) is ast.Call:
            func = node.func
            if type(func) is not ast.Attribute or func.attr != "attach_mock":
                continue
            name = node.args[1] if len(node.args) > 1 else None
            attached = name.value if type(name) is ast.Constant else "*"
            _add_child(found, func.value, str(attached))
            continue
        value = node.value
        if type(value) is ast.Call and last_name(value.func).endswith("Mock"):
            for target in node.targets:
                if type(target) is ast.Attribute:
                    _add_child(found, target.value, target.attr)
        elif type(value) is ast.Name and _defined_in_the_file(value.id, model):
            # `fake_lib.errors.Refused = Refused`: a class of the file's own
            # hung on the mock, a stand-in module for what the test defines
            for target in node.targets:
                if type(target) is ast.Attribute:
                    chain, root = _chain(target)
                    if root is not None and "()" not in chain and "[]" not in chain:
                        _add_child(found, ast.Name(id=root), chain[0])
    return found


def _defined_in_the_file(name: str, model) -> bool:
    """A class or function the file defines at its top level."""
    return any(
        type(statement) in (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
        and statement.name == name
        for statement in model.tree.body
    )


def _add_child(found: set, parent: ast.AST, attribute: str) -> None:
    chain, root = _chain(parent)
    if root is None or len(chain) > 1 or "()" in chain or "[]" in chain:
        return
    if not chain:
        found.add((root, attribute))
    elif root in ("self", "cls"):
        found.add((f"self.{chain[0]}", attribute))


def _chain(node: ast.AST) -> tuple[list[str], str | None]:
    """``m().read`` -> (['()', 'read'], 'm'): the attributes from the root name
    out, a call as '()' and a subscript as '[]'."""
    parts = []
    while True:
        if isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Call):
            parts.append("()")
            node = node.func
        elif isinstance(node, ast.Subscript):
            parts.append("[]")
            node = node.value
        else:
            break
    if not isinstance(node, ast.Name):
        return [], None
    return list(reversed(parts)), node.id


# Mock API that configures or checks the attribute it is called on.
_CHECKS = frozenset(
    {
        "return_value", "side_effect", "called", "call_count", "call_args", "call_args_list",
        "mock_calls", "method_calls", "await_count", "await_args", "await_args_list",
    }
)


def _verdict(chain: list[str], stored: bool):
    """The position of the first attribute that is not mock API in a chain that
    configures or checks it; 'spec' when the chain gives the mock a spec; None
    otherwise."""
    impostor = None
    for position, attribute in enumerate(chain):
        if position == 0 and attribute == "mock_add_spec":
            return "spec"
        if position == 0 and attribute == "configure_mock":
            return position
        if impostor is None:
            if attribute in _API_ENDS or attribute.startswith(("assert_", "_mock_")):
                return None
            if attribute in ("return_value", "()", "[]") or is_dunder(attribute):
                continue
            impostor = position
        elif attribute in _CHECKS or attribute.startswith("assert_"):
            return impostor
    return impostor if stored else None


def is_dunder(name: str) -> bool:
    """``__name__``, ``__enter__``: Python's own protocol, no interface."""
    return name.startswith("__") and name.endswith("__")


CALL_RECORDS = frozenset(
    {"return_value", "side_effect", "called", "call_count", "call_args", "call_args_list",
     "mock_calls", "await_count", "await_args", "await_args_list"}
)


def used_as_a_call(key: str, scope: ast.AST) -> bool:
    """Whether the scope treats the mock bound to ``key`` (a name, or
    ``self.<attribute>`` read in a class) as a callable: sets what it returns
    or raises (``m.return_value = 1``), checks its calls
    (``m.assert_called_once_with(...)``, ``m.call_count``, or through an
    assertion library, ``expect(m).to.have.been_called``), or hangs it on a
    recorder whose calls the test checks (``parent.attach_mock(m, "name")``)."""
    for node in ast.walk(scope):
        if type(node) is ast.Attribute:
            if (node.attr in CALL_RECORDS or node.attr.startswith("assert_")) and is_key(
                node.value, key
            ):
                return True
        elif (
            type(node) is ast.Call and type(node.func) is ast.Attribute
            and node.func.attr == "attach_mock" and node.args and is_key(node.args[0], key)
        ):
            return True
        elif _checked_by_an_assertion_library(node, key):
            return True
    return False


# Where assertion libraries take the value they check: `expect(m).to.have.
# been_called` (grappa, expects), `assert_that(m, called())` (PyHamcrest).
_CHECKED_BY = frozenset({"expect", "assert_that", "expect_that"})


def _checked_by_an_assertion_library(node: ast.AST, key: str) -> bool:
    """``expect(m)...``, ``assert_that(m, ...)``, or grappa's ``m |
    should.have.been_called``: the mock is handed to a checker of its calls."""
    if type(node) is ast.Call and node.args and is_key(node.args[0], key):
        func = node.func
        name = func.attr if type(func) is ast.Attribute else getattr(func, "id", "")
        return name in _CHECKED_BY
    if type(node) is ast.BinOp and type(node.op) is ast.BitOr and is_key(node.left, key):
        root = node.right
        while type(root) in (ast.Attribute, ast.Call):
            root = root.value if type(root) is ast.Attribute else root.func
        return type(root) is ast.Name and root.id in ("should", "expect")
    return False


def is_key(node: ast.AST, key: str) -> bool:
    """``m`` for key ``m``; ``self.m`` for key ``self.m``; ``module.attr``
    for key ``module.attr`` (a patched attribute read where it lives)."""
    return key_of(node) == key


def key_of(node: ast.AST) -> str | None:
    """The key a mock is known by where this node reads it: ``m``,
    ``self.m`` (``cls.m`` too), ``module.m``; None for anything else."""
    if type(node) is ast.Name:
        return node.id
    if type(node) is ast.Attribute and type(node.value) is ast.Name:
        owner = "self" if node.value.id in ("self", "cls") else node.value.id
        return f"{owner}.{node.attr}"
    return None


# Parameters of the mock classes themselves; any other keyword sets an attribute.
OWN_PARAMETERS = frozenset(
    {
        "spec", "spec_set", "side_effect", "return_value", "wraps", "name", "parent", "unsafe",
        "_spec_state", "_new_name", "_new_parent", "_spec_as_instance", "_eat_self",
    }
)


def configured_attributes(node: ast.Call):
    """Evidence that the constructor sets attributes: a text, None when it
    sets none, False when it passes ``*args``/``**kwargs`` that cannot be read."""
    if any(isinstance(arg, ast.Starred) for arg in node.args):
        return False
    for given in node.keywords:
        if given.arg is None:
            if not isinstance(given.value, ast.Dict):
                return False
            for key in given.value.keys:
                if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                    return False
                if key.value in ("spec", "spec_set", "wraps"):
                    return False
                if key.value not in OWN_PARAMETERS and not is_dunder(key.value):
                    return f"configured with {key.value}="
        if given.arg is not None and given.arg not in OWN_PARAMETERS and not is_dunder(
            given.arg
        ):
            return f"configured with {given.arg}="
    return None


def only_checked_never_called(key: str, scope: ast.AST, memo: dict, window=None) -> bool:
    """Every statement of the scope that reads the mock bound to ``key``
    checks that it was never called (``m.assert_not_called()``,
    ``assert not m.called``, ``self.assertEqual(0, m.call_count)``), or
    configures what a call would give: a tripwire the code must not reach,
    with no signature to get wrong.
    ``memo``: the file's reads by scope (see ``scope_reads``)."""
    reads = scope_reads(scope, memo)
    statements = reads.statements.get(key, ())
    if window is None:
        # The same answer for every mock of the key: a patched module
        # attribute may be patched, and read, in every stretch of a test.
        found = reads.never_called.get(key)
        if found is None:
            found = reads.never_called[key] = _only_never_called(statements, key)
        return found
    lines = reads.lines.get(key, [])
    return _only_never_called(
        statements[bisect.bisect_left(lines, window[0]):bisect.bisect_left(lines, window[1])],
        key,
    )


def _only_never_called(statements: list[ast.stmt], key: str) -> bool:
    checks = [
        statement for statement in statements
        if not _hands_over(statement, key) and not _configures(statement, key)
    ]
    return bool(checks) and all(_checks_never_called(statement, key) for statement in checks)


def _configures(statement: ast.stmt, key: str) -> bool:
    """``m.return_value = ...`` or ``m.side_effect = ...``: what a call would
    give, which matters only if the never-called check fails anyway."""
    return type(statement) is ast.Assign and all(
        type(target) is ast.Attribute and target.attr in ("return_value", "side_effect")
        and is_key(target.value, key)
        for target in statement.targets
    )


def _hands_over(statement: ast.stmt, key: str) -> bool:
    """``monkeypatch.setitem(sys.modules, "termios", fake)``: a call given the
    mock itself (or a factory giving it, ``lambda: fake``), which installs
    it or hands it to the code; also as the context manager of a ``with``
    (``with patch.object(ssl, "create_default_context", return_value=fake):``)."""
    if type(statement) in (ast.With, ast.AsyncWith):
        return all(_hands_over(ast.Expr(item.context_expr), key) for item in statement.items)
    value = statement.value if type(statement) is ast.Expr else None
    return type(value) is ast.Call and any(
        is_key(argument, key)
        or type(argument) is ast.Lambda and is_key(argument.body, key)
        for argument in (*value.args, *(k.value for k in value.keywords))
    ) and not any(
        is_key(node, key) for node in ast.walk(value.func)
    )


class ScopeReads:
    """Where a scope reads each mock key, read in one walk: the simple
    statements that read it, the reading nodes, and each node's parent."""

    def __init__(self, scope: ast.AST):
        self.statements: dict[str, list[ast.stmt]] = {}
        self.reads: dict[str, list[ast.AST]] = {}
        self.parents: dict[ast.AST, ast.AST] = {}
        self.never_called: dict[str, bool] = {}
        parents = self.parents
        # Breadth first, in ``ast.walk``'s order, each node's children read
        # once (contexts and operators are no one's reads).
        todo = collections.deque([scope])
        pop, extend, reads = todo.popleft, todo.extend, self.reads
        while todo:
            parent = pop()
            node_type = type(parent)
            if node_type is ast.Name or node_type is ast.Attribute:
                if type(parent.ctx) is ast.Load:
                    key = key_of(parent)
                    if key is not None:
                        found = reads.get(key)
                        if found is None:
                            reads[key] = [parent]
                        else:
                            found.append(parent)
                if node_type is ast.Name:
                    continue
            children = child_nodes(parent)
            for child in children:
                parents[child] = parent
            extend(children)
        for key, nodes in self.reads.items():
            found = self.statements[key] = []
            for node in nodes:
                statement = node
                while statement is not None and not isinstance(statement, ast.stmt):
                    statement = self.parents.get(statement)
                if statement is not None and not isinstance(statement, _COMPOUND):
                    if not found or found[-1] is not statement:
                        found.append(statement)
                elif statement is not None:
                    found.append(statement)  # read in a compound's header: no plain check
            # In line order, so that a binding's lines are found by bisection.
            found.sort(key=_line)
        self.lines = {
            key: [_line(node) for node in found] for key, found in self.statements.items()
        }


def _line(node: ast.AST) -> int:
    return node.lineno


def scope_reads(scope: ast.AST, memo: dict) -> ScopeReads:
    found = memo.get(scope)
    if found is None:
        found = memo[scope] = ScopeReads(scope)
    return found


_COMPOUND = (
    ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.If, ast.For, ast.AsyncFor,
    ast.While, ast.With, ast.AsyncWith, *TRIES, ast.Match,
)


def _checks_never_called(statement: ast.stmt, key: str) -> bool:
    if type(statement) is ast.Assert:
        test = statement.test
        if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
            return _record(test.operand, key, "called")
        return type(test) is ast.Compare and len(test.ops) == 1 and type(
            test.ops[0]
        ) in (ast.Eq, ast.Is) and _zero_or_false_against(test.left, test.comparators[0], key)
    if type(statement) is not ast.Expr or type(statement.value) is not ast.Call:
        return False
    call = statement.value
    func = call.func
    if type(func) is not ast.Attribute:
        return False
    if func.attr == "assert_not_called":
        return _the_mock_or_a_method(func.value, key)
    if func.attr == "assertFalse" and call.args:
        return _record(call.args[0], key, "called")
    if func.attr in ("assertEqual", "assertEquals", "assertIs") and len(call.args) >= 2:
        return _zero_or_false_against(call.args[0], call.args[1], key)
    return False


def _record(node: ast.AST, key: str, attribute: str) -> bool:
    """``m.called``, or the record of one of its methods, ``m.tcsetattr.called``."""
    return type(node) is ast.Attribute and node.attr == attribute and (
        _the_mock_or_a_method(node.value, key)
    )


def _the_mock_or_a_method(node: ast.AST, key: str) -> bool:
    """``m`` itself (bound to ``key``), or a mock reached from it through
    its attributes and what its methods return: one of its methods,
    ``m.tcsetattr``, a method of what it returns, ``m.return_value.close``
    (a patched class's instance), or deeper, ``m.filter.return_value.delete``
    (a patched manager's query)."""
    while type(node) is ast.Attribute and not is_key(node, key):
        node = node.value
    return is_key(node, key)


def _zero_or_false_against(left: ast.AST, right: ast.AST, key: str) -> bool:
    for record, other in ((left, right), (right, left)):
        if type(other) is ast.Constant and other.value in (0, False) and (
            _record(record, key, "call_count") or _record(record, key, "called")
        ):
            return True
    return False
