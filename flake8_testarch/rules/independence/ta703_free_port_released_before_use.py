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

from flake8_testarch.bindings import walk_local
from flake8_testarch.rule import Hit, Rule

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


def visit_Call(node: ast.Call, ctx):
    func = node.func
    if type(func) is not ast.Attribute or func.attr != "getsockname":
        return ()
    return list(_check(node, func, ctx))


def _check(node: ast.Call, func: ast.Attribute, ctx):
    function = ctx.current_function
    if not isinstance(function, _FUNCTIONS):
        return
    zero_bound, host_reads = _facts(function, ctx)
    receiver = ast.unparse(func.value)
    if receiver not in zero_bound or node in host_reads:
        return
    released = _release_line(receiver, node, function, ctx)
    if released is None:
        return
    if _socket_escapes(receiver, function):
        return
    if _port_used_after(node, released, function):
        yield Hit(node, {"line": released})


def _facts(function, ctx) -> tuple[frozenset[str], frozenset[ast.AST]]:
    """Per function, found once: the sockets bound to port 0 (by their text),
    and the ``getsockname()`` calls that only read the host (``[0]``)."""
    cache = ctx.scratch.setdefault(RULE.code, {})
    found = cache.get(function)
    if found is None:
        zero_bound, host_reads = set(), set()
        for inner in walk_local(function):
            if isinstance(inner, ast.Call) and inner.args:
                func = inner.func
                if (
                    isinstance(func, ast.Attribute)
                    and func.attr == "bind"
                    and _is_port_zero_address(inner.args[0])
                ):
                    zero_bound.add(ast.unparse(func.value))
            elif isinstance(inner, ast.Subscript) and isinstance(inner.value, ast.Call):
                index = inner.slice
                if isinstance(index, ast.Constant) and index.value == 0:
                    host_reads.add(inner.value)
            made = _made(inner)
            if made is not None and _creates_port_zero_server(made[1], ctx):
                zero_bound.add(ast.unparse(made[0]))
        found = cache[function] = (frozenset(zero_bound), frozenset(host_reads))
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


def _release_line(receiver: str, read: ast.Call, function, ctx) -> int | None:
    """Where the socket is closed after its port was read: ``receiver.close()``,
    or the end of the with-block whose item owns it."""
    closes, blocks = _closings(function, ctx)
    line = read.lineno
    ends = [at for closed, at in closes if closed == receiver and at >= line]
    ends += [last for owned, first, last in blocks if owned == receiver and first <= line <= last]
    return min(ends, default=None)


def _closings(function, ctx):
    """Per function, found once: (socket text, line) of each ``<socket>.close()``,
    and (socket text, first line, last line) of each with-block owning a socket."""
    cache = ctx.scratch.setdefault(RULE.code, {})
    key = (function, "closings")
    found = cache.get(key)
    if found is None:
        closes, blocks = [], []
        for inner in walk_local(function):
            if isinstance(inner, ast.Call):
                func = inner.func
                if isinstance(func, ast.Attribute) and func.attr == "close":
                    closes.append((ast.unparse(func.value), inner.lineno))
            elif isinstance(inner, (ast.With, ast.AsyncWith)):
                last = inner.end_lineno or inner.lineno
                for item in inner.items:
                    if item.optional_vars is not None:
                        blocks.append((ast.unparse(item.optional_vars), inner.lineno, last))
        found = cache[key] = (closes, blocks)
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
