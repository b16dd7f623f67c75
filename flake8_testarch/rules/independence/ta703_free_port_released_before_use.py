"""A port found by binding to port 0, then released before it is used.

## What it flags
The classic `find_free_port()` helper and its inline forms, in tests,
fixtures and helpers of test files and `conftest.py`: a socket bound to port
0 (`sock.bind((host, 0))`, `socket.create_server((host, 0))`) whose port is
read back with `getsockname()`, after which the socket is closed (`close()`,
or the end of the `with` block that owns it) while the port number goes on
being used: returned or yielded from the function, or read after the
close. The report sits on the `getsockname()` call.

Not reported: a socket that stays open while its port is used (the test
serves on it, or hands it to the server), a socket returned or stored along
with its port (`return sock, port`, `self.sock = sock`), and a port read
without a bind to port 0 in the same function.

## Why it is bad
Binding to port 0 asks the kernel for a free port; closing the socket gives
it back. Between the close and the moment the server under test binds the
number, any other process on the machine (another test worker, a parallel
CI job) can be handed the same port. The test then fails with "address
already in use", or worse talks to somebody else's server, and only on busy
machines.

## Example
```python
import socket


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_server_answers(start_server):
    port = free_port()
    server = start_server(port=port)
    assert server.ping()
```

## Use instead
Keep the listening socket and give it to the server (most servers accept
one), or let the server bind port 0 itself and ask it which port it got.
When another process must bind the number, retry on the "address in use"
error instead of trusting the number:

```python
import socket


def test_server_answers(start_server):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        server = start_server(sock=sock)
        assert server.ping(sock.getsockname()[1])
```

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.syntax import walk_local
from flake8_testarch.core.rule import Hit, Rule, calls_named

RULE = Rule(
    code="TA703",
    name="free-port-released-before-use",
    summary="a port found by binding to port 0, released before it is used",
    message=(
        "port read from a socket bound to port 0 that is closed on line {line} before the "
        "port is used, so another process can take it; keep the socket open and hand it to "
        "the server, or let the server bind port 0 and report its port"
    ),
)

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_CREATE_SERVER = frozenset({"socket.create_server"})
# Wrappers a with-statement closes the socket through: `closing(socket.socket())`.
_CLOSERS = frozenset({"contextlib.closing"})


@calls_named({"getsockname"})
def visit_Call(node: ast.Call, ctx):
    func = node.func
    if type(func) is not ast.Attribute or func.attr != "getsockname":
        return ()
    return list(_check(node, func, ctx))


def _check(node: ast.Call, func: ast.Attribute, ctx):
    function = ctx.current_function
    if not isinstance(function, _FUNCTIONS):
        return
    facts = _facts(function, ctx)
    receiver = ast.unparse(func.value)
    if receiver not in facts.zero_bound or node in facts.host_reads:
        return
    released = _release_line(receiver, node, facts)
    if released is None:
        return
    if _socket_escapes(receiver, function):
        return
    if _port_used_after(node, released, function):
        yield Hit(node, {"line": released})


class _Facts:
    """One function's facts, found in one walk: the sockets bound to port 0
    (by their text), the ``getsockname()`` calls that only read the host
    (``[0]``), the ``<socket>.close()`` calls and the with-blocks."""

    def __init__(self, function, ctx):
        self.zero_bound: set[str] = set()
        self.host_reads: set[ast.AST] = set()
        self.closes: list[ast.Call] = []
        self.blocks: list[ast.AST] = []
        for inner in walk_local(function):
            if isinstance(inner, ast.Call):
                func = inner.func
                if isinstance(func, ast.Attribute):
                    if func.attr == "bind" and inner.args:
                        if _is_port_zero_address(inner.args[0]):
                            self.zero_bound.add(ast.unparse(func.value))
                    elif func.attr == "close":
                        self.closes.append(inner)
            elif isinstance(inner, ast.Subscript) and isinstance(inner.value, ast.Call):
                index = inner.slice
                if isinstance(index, ast.Constant) and index.value == 0:
                    self.host_reads.add(inner.value)
            elif isinstance(inner, (ast.With, ast.AsyncWith)):
                self.blocks.append(inner)
            made = _made(inner)
            if made is not None and _creates_port_zero_server(made[1], ctx):
                self.zero_bound.add(ast.unparse(made[0]))


def _facts(function, ctx) -> _Facts:
    """A function's facts, found once."""
    cache = ctx.scratch.setdefault(RULE.code, {})
    found = cache.get(function)
    if found is None:
        found = cache[function] = _Facts(function, ctx)
    return found


def _is_port_zero_address(address: ast.AST | None) -> bool:
    return (
        isinstance(address, ast.Tuple)
        and len(address.elts) >= 2
        and isinstance(address.elts[1], ast.Constant)
        and address.elts[1].value == 0
        and not isinstance(address.elts[1].value, bool)
    )


def _made(node: ast.AST) -> tuple[ast.AST, ast.AST] | None:
    """(the name, the value) for ``name = value`` and ``with value as name``."""
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        return node.targets[0], node.value
    if isinstance(node, ast.withitem) and node.optional_vars is not None:
        return node.optional_vars, node.context_expr
    return None


def _creates_port_zero_server(value: ast.AST, ctx) -> bool:
    if isinstance(value, ast.Call) and ctx.resolve(value.func) in _CLOSERS and value.args:
        value = value.args[0]
    return (
        isinstance(value, ast.Call)
        and ctx.resolve(value.func) in _CREATE_SERVER
        and bool(value.args)
        and _is_port_zero_address(value.args[0])
    )


def _release_line(receiver: str, read: ast.Call, facts: _Facts) -> int | None:
    """Where the socket is closed after its port was read: ``receiver.close()``,
    or the end of the with-block whose item owns it."""
    found = None
    for close in facts.closes:
        if close.lineno >= read.lineno and ast.unparse(close.func.value) == receiver:
            found = close.lineno if found is None else min(found, close.lineno)
    for block in facts.blocks:
        last = block.end_lineno or block.lineno
        if block.lineno <= read.lineno <= last and any(
            item.optional_vars is not None and ast.unparse(item.optional_vars) == receiver
            for item in block.items
        ):
            found = last if found is None else min(found, last)
    return found


def _socket_escapes(receiver: str, function) -> bool:
    """The socket itself leaves the function or is kept: returned, yielded,
    stored on an object or in a container, or handed to another call."""
    for inner in walk_local(function):
        if isinstance(inner, (ast.Return, ast.Yield, ast.YieldFrom)) and inner.value is not None:
            if _holds_itself(inner.value, receiver):
                return True
        elif isinstance(inner, ast.Assign):
            if _stores(inner) and _holds_itself(inner.value, receiver):
                return True
        elif isinstance(inner, ast.Call):
            for argument in (*inner.args, *(k.value for k in inner.keywords)):
                if _holds_itself(argument, receiver):
                    return True
    return False


def _stores(assignment: ast.Assign) -> bool:
    """An assignment that keeps its value beyond the function: to an attribute
    or an item (``self.port = ...``, ``ports[name] = ...``)."""
    return any(
        isinstance(part, (ast.Attribute, ast.Subscript))
        for target in assignment.targets
        for part in ([target] if not isinstance(target, (ast.Tuple, ast.List)) else target.elts)
    )


def _holds_itself(expression: ast.AST, receiver: str) -> bool:
    """Whether an expression holds the socket object (not one of its attributes
    or method results): ``sock``, ``(sock, port)``, ``[sock]``."""
    if type(expression) is ast.Name:
        return expression.id == receiver
    if ast.unparse(expression) == receiver:
        return True
    if isinstance(expression, (ast.Tuple, ast.List, ast.Set)):
        return any(_holds_itself(element, receiver) for element in expression.elts)
    if isinstance(expression, ast.Dict):
        return any(_holds_itself(value, receiver) for value in expression.values)
    if isinstance(expression, ast.Starred):
        return _holds_itself(expression.value, receiver)
    return False


def _port_used_after(read: ast.Call, released: int, function) -> bool:
    """Whether the port leaves the function (returned, yielded, stored on an
    object) or is handed to a call after the socket is closed."""
    names = _port_names(read, function)
    for inner in walk_local(function):
        if isinstance(inner, (ast.Return, ast.Yield, ast.YieldFrom)) and inner.value is not None:
            if _mentions(inner.value, read, names):
                return True
        elif isinstance(inner, ast.Assign):
            if _stores(inner) and _mentions(inner.value, read, names):
                return True
        elif isinstance(inner, ast.Call) and inner.lineno > released:
            arguments = (*inner.args, *(k.value for k in inner.keywords))
            if any(_mentions(argument, read, names) for argument in arguments):
                return True
    return False


def _mentions(expression: ast.AST, read: ast.Call, names: set[str]) -> bool:
    for part in ast.walk(expression):
        if part is read or isinstance(part, ast.Name) and part.id in names:
            return True
    return False


def _port_names(read: ast.Call, function) -> set[str]:
    """Local names that hold the port (or the address it is part of):
    ``port = sock.getsockname()[1]``, ``host, port = sock.getsockname()``, and
    names computed from those."""
    names: set[str] = set()
    assignments = [inner for inner in walk_local(function) if isinstance(inner, ast.Assign)]
    for _ in range(3):
        before = len(names)
        for assignment in assignments:
            if _mentions(assignment.value, read, names):
                for target in assignment.targets:
                    names.update(
                        part.id for part in ast.walk(target) if isinstance(part, ast.Name)
                    )
        if len(names) == before:
            break
    return names
