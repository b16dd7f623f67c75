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
serves on it, or hands it to the server; or the test stores the port and
uses it all inside the `with` block that ends it, keeping the port busy
on purpose), a socket returned or stored along
with its port (`return sock, port`, `self.sock = sock`), a port read
without a bind to port 0 in the same function, and a connection made from
the address before the close (`socket.create_connection(listener.getsockname())`,
`await loop.create_connection(Protocol, *listener.getsockname())`:
the port is used there, and what that call returns is a connection, not the
port).

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
import bisect
import heapq

from flake8_testarch.syntax import child_nodes, dotted_name
from flake8_testarch.core.rule import Hit, Rule, calls_named
from flake8_testarch.suite.collection import Role

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: keep the socket bound and hand it over, or let the server bind port 0"

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
    if _socket_escapes(receiver, function, facts):
        return
    if _port_used_after(node, released, function, facts, ctx):
        yield Hit(node, {"line": released})


_EXITS = frozenset({ast.Return, ast.Yield, ast.YieldFrom, ast.Assign, ast.Call})


class _Facts:
    """One function's facts, found in one walk: the sockets bound to port 0
    (by their text), the ``getsockname()`` calls that only read the host
    (``[0]``), the ``<socket>.close()`` calls and the with-blocks."""

    def __init__(self, function, ctx):
        self.zero_bound: set[str] = set()
        self.host_reads: set[ast.AST] = set()
        self.closes: list[ast.Call] = []
        self.blocks: list[ast.AST] = []
        # Indexes each read of a port consults, built the first time one is
        # needed: reading the whole function again for every read made a
        # function's cost grow with the square of its length.
        self.releases: _Releases | None = None
        self.escaping: set[str] | None = None
        self.uses: _PortUses | None = None
        # The returns, yields, assignments and calls, in walk order: what the
        # escape and use questions read, without walking the function again.
        self.exits: list[ast.AST] = []
        exits = _EXITS
        for inner in ctx.local_nodes(function):
            if type(inner) in exits:
                self.exits.append(inner)
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
    """``socket.create_server((host, 0))``, or it wrapped in ``closing(...)``.
    The address is read before any name is resolved: most assignments and
    with-items hold neither, and resolving costs more than reading."""
    if not isinstance(value, ast.Call) or not value.args:
        return False
    inner = value.args[0]
    if _is_port_zero_address(inner):
        return ctx.resolve(value.func) in _CREATE_SERVER
    return (
        isinstance(inner, ast.Call)
        and bool(inner.args)
        and _is_port_zero_address(inner.args[0])
        and ctx.resolve(value.func) in _CLOSERS
        and ctx.resolve(inner.func) in _CREATE_SERVER
    )


class _Releases:
    """Where each socket (by its text) is closed: the lines of its
    ``close()`` calls, sorted, and the spans of the with-blocks that own it."""

    def __init__(self, facts: _Facts):
        self.closes: dict[str, list[int]] = {}
        self.blocks: dict[str, list[tuple[int, int]]] = {}
        for close in facts.closes:
            self.closes.setdefault(ast.unparse(close.func.value), []).append(close.lineno)
        for lines in self.closes.values():
            lines.sort()
        for block in facts.blocks:
            span = (block.lineno, block.end_lineno or block.lineno)
            owners = {
                ast.unparse(item.optional_vars)
                for item in block.items
                if item.optional_vars is not None
            }
            for owner in owners:
                self.blocks.setdefault(owner, []).append(span)


def _release_line(receiver: str, read: ast.Call, facts: _Facts) -> int | None:
    """Where the socket is closed after its port was read: ``receiver.close()``,
    or the end of the with-block whose item owns it."""
    if facts.releases is None:
        facts.releases = _Releases(facts)
    found = None
    closes = facts.releases.closes.get(receiver, ())
    at = bisect.bisect_left(closes, read.lineno)
    if at < len(closes):
        found = closes[at]
    for first, last in facts.releases.blocks.get(receiver, ()):
        if first <= read.lineno <= last:
            found = last if found is None else min(found, last)
    return found


def _socket_escapes(receiver: str, function, facts: _Facts) -> bool:
    """The socket itself leaves the function or is kept: returned, yielded,
    stored on an object or in a container, or handed to another call."""
    if facts.escaping is None:
        held: set[str] = set()
        for inner in facts.exits:
            if isinstance(inner, (ast.Return, ast.Yield, ast.YieldFrom)):
                if inner.value is not None:
                    _held(inner.value, held)
            elif isinstance(inner, ast.Assign):
                if _stores(inner):
                    _held(inner.value, held)
            elif isinstance(inner, ast.Call):
                for argument in (*inner.args, *(k.value for k in inner.keywords)):
                    _held(argument, held)
        facts.escaping = held
    return receiver in facts.escaping


def _stores(assignment: ast.Assign) -> bool:
    """An assignment that keeps its value beyond the function: to an attribute
    or an item (``self.port = ...``, ``ports[name] = ...``)."""
    return any(
        isinstance(part, (ast.Attribute, ast.Subscript))
        for target in assignment.targets
        for part in ([target] if not isinstance(target, (ast.Tuple, ast.List)) else target.elts)
    )


def _held(expression: ast.AST, into: set[str]) -> None:
    """Add the texts of the objects an expression holds itself (not one of
    their attributes or method results): ``sock``, ``(sock, port)``, ``[sock]``."""
    if type(expression) is ast.Name:
        into.add(expression.id)
        return
    into.add(ast.unparse(expression))
    if isinstance(expression, (ast.Tuple, ast.List, ast.Set)):
        for element in expression.elts:
            _held(element, into)
    elif isinstance(expression, ast.Dict):
        for value in expression.values:
            _held(value, into)
    elif isinstance(expression, ast.Starred):
        _held(expression.value, into)


class _PortUses:
    """What a function's expressions mention, read in one walk: the names and
    the ``getsockname()`` reads (``mentions``) of each assignment's value, the
    assignments that mention each name, and where names and reads leave the
    function (returned, yielded, stored: ``kept``) or are handed to a call
    (the last such call's line: ``handed``)."""

    def __init__(self, exits: list[ast.AST]):
        self.values: list[set] = []
        self.targets: list[list[str]] = []
        self.users: dict[object, list[int]] = {}
        self.kept: set = set()
        # Stored on an object or in a container: the last such line.
        self.stored: dict[object, int] = {}
        self.handed: dict[object, int] = {}
        for inner in exits:
            if isinstance(inner, (ast.Return, ast.Yield, ast.YieldFrom)):
                if inner.value is not None:
                    self.kept |= _mentioned(inner.value)
            elif isinstance(inner, ast.Assign):
                mentioned = _mentioned(inner.value)
                if _stores(inner):
                    for key in mentioned:
                        self.stored[key] = max(self.stored.get(key, inner.lineno), inner.lineno)
                for key in mentioned:
                    self.users.setdefault(key, []).append(len(self.values))
                self.values.append(mentioned)
                self.targets.append(
                    [
                        part.id
                        for target in inner.targets
                        for part in ast.walk(target)
                        if isinstance(part, ast.Name)
                    ]
                )
            elif isinstance(inner, ast.Call):
                for argument in (*inner.args, *(k.value for k in inner.keywords)):
                    for key in _mentioned(argument):
                        self.handed[key] = max(self.handed.get(key, inner.lineno), inner.lineno)


# Modules whose calls take an address and give back a connection or server
# (``socket.create_connection(addr)``): their result is not the port.
_CONNECTING_MODULES = frozenset({"socket", "ssl", "asyncio", "http", "urllib", "trio", "anyio"})


# Methods that take an address and connect to it (an event loop's, a
# socket's): ``await loop.create_connection(Protocol, *addr)``.
_CONNECTING_METHODS = frozenset({
    "create_connection", "open_connection", "sock_connect", "connect", "connect_ex",
    "create_datagram_endpoint", "open_unix_connection",
})


def _connects(call: ast.Call) -> bool:
    written = dotted_name(call.func) or ""
    if type(call.func) is ast.Attribute and call.func.attr in _CONNECTING_METHODS:
        return True
    return "." in written and written.partition(".")[0] in _CONNECTING_MODULES


def _mentioned(expression: ast.AST) -> set:
    """The names (as text) and the ``getsockname()`` calls (as nodes) in an
    expression, leaving out what a connecting call consumes."""
    found: set = set()
    stack = [expression]
    while stack:
        part = stack.pop()
        if isinstance(part, ast.Call) and _connects(part):
            continue
        stack.extend(child_nodes(part))
        if isinstance(part, ast.Name):
            found.add(part.id)
        elif (
            isinstance(part, ast.Call)
            and isinstance(part.func, ast.Attribute)
            and part.func.attr == "getsockname"
        ):
            found.add(part)
    return found


def _port_used_after(read: ast.Call, released: int, function, facts: _Facts, ctx) -> bool:
    """Whether the port leaves the function (returned, yielded, stored on an
    object) or is handed to a call after the socket is closed. A test whose
    body ends with the socket's release stores the port for its own use
    while the socket holds it (``server.passive_ports = [port]`` in the
    ``with`` block that keeps the port busy)."""
    if facts.uses is None:
        facts.uses = _PortUses(facts.exits)
    uses = facts.uses
    held_to_the_end = released >= function.end_lineno and ctx.role(function) is Role.TEST
    for key in (read, *_port_names(read, uses)):
        if key in uses.kept or uses.handed.get(key, released) > released:
            return True
        stored = uses.stored.get(key)
        if stored is not None and (stored > released or not held_to_the_end):
            return True
    return False


def _port_names(read: ast.Call, uses: _PortUses) -> set[str]:
    """Local names that hold the port (or the address it is part of):
    ``port = sock.getsockname()[1]``, ``host, port = sock.getsockname()``, and
    names computed from those, in up to three passes over the assignments in
    the order the function's walk met them. The passes are followed through
    the assignments that mention a name just found, not by reading every
    assignment again: an assignment after the one that found the name takes
    it in the same pass, one before it in the next."""
    names: set[str] = set()
    done: set[int] = set()
    due = list(uses.users.get(read, ()))
    for _ in range(3):
        heapq.heapify(due)
        later: set[int] = set()
        while due:
            position = heapq.heappop(due)
            if position in done:
                continue
            done.add(position)
            for name in uses.targets[position]:
                if name in names:
                    continue
                names.add(name)
                for user in uses.users.get(name, ()):
                    if user not in done:
                        if user > position:
                            heapq.heappush(due, user)
                        else:
                            later.add(user)
        due = list(later - done)
        if not due:
            break
    return names
