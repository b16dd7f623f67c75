"""Threads and processes that run only the test's own code: a target of
the file that sleeps, settles or asks the test's own locks and events,
fills the test's own containers and exits, its loops ended by the test
(``while not stop.is_set():``), or a ``Thread()`` with nothing to run.
Joining one cannot hang because the code under test does; nor can a
``barrier.wait()`` that is the starting line of threads started together."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._calls_before import LOOP_SCHEDULING
from flake8_testarch.rules.waiting._settled import may_block, settles, thread_targets
from flake8_testarch.rules.waiting._waitables import Receivers
from flake8_testarch.suite.collection import Role
from flake8_testarch.syntax import walk_local

# The test's own locks and events, and their methods that return at once.
_PRIMITIVES = frozenset({"Event", "Lock", "Semaphore", "Condition"})
_RETURNING_AT_ONCE = frozenset({"release", "set", "clear", "notify", "notify_all"})
_ANSWERING_AT_ONCE = _RETURNING_AT_ONCE | {"is_set", "locked"}
_CONTAINER_LITERALS = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.SetComp, ast.DictComp)
_BUILTIN_CONTAINERS = frozenset({"list", "dict", "set"})
# Calls that end the process or thread there and then, or that return at
# once (sending a signal, asking for the process's id).
_EXITS = frozenset({
    "os._exit", "sys.exit", "os.kill", "os.getpid", "signal.raise_signal", "signal.pthread_kill",
    "_thread.interrupt_main",
})


def _made_with_nothing_to_run(thread: ast.AST, ctx) -> bool:
    """A name bound only to ``threading.Thread()`` (or ``Process()``) made
    without a target or arguments."""
    if type(thread) is not ast.Name:
        return False
    _scope, bindings = ctx.semantic.binding_scope(thread.id, ctx.scope)
    made = [getattr(binding.node, "value", None) for binding in bindings]
    return bool(made) and all(
        type(value) is ast.Call and not value.args and not value.keywords
        and ctx.resolve(value.func) in _PLAIN_WORKERS
        for value in made
    )


_PLAIN_WORKERS = frozenset({"threading.Thread", "multiprocessing.Process"})


def runs_only_the_tests_own_code(thread: ast.AST, ctx) -> bool:
    """Whether a thread's or process's target is a function of the file
    that only sleeps, releases or sets the test's own locks and events
    (``sleep(0.1)``, then ``held.release()``) and exits (``os._exit(0)``):
    no code under test runs there, so joining it cannot hang."""
    scope, targets = thread_targets(thread, ctx)
    if not targets and _made_with_nothing_to_run(thread, ctx):
        return True  # `Thread()`: its run() returns at once
    if len(targets) != 1:
        return False
    if type(targets[0]) is ast.Attribute and type(targets[0].value) is ast.Name:
        return _waits_on_the_tests_own(targets[0], scope, ctx)
    if type(targets[0]) is not ast.Name:
        return False
    function = ctx.semantic.definition(targets[0], scope)
    if type(function) is not ast.FunctionDef:
        return False
    if all(
        type(statement) is ast.Pass
        or type(statement) is ast.Expr and type(statement.value) is ast.Constant
        for statement in function.body
    ):
        return True  # `def target(): pass` runs nothing
    receivers = Receivers(ctx, scope=ctx.semantic.scope_of(function))
    nodes = list(walk_local(function))
    if any(type(node) is ast.While and not _ends_when_set(node, ctx) for node in nodes):
        return False  # a loop the test does not end may never end
    return any(type(node) is ast.Call for node in nodes) and not any(
        may_block(node, ctx) and not _the_tests_own_step(node, receivers, ctx) for node in nodes
    )


def _ends_when_set(loop: ast.While, ctx) -> bool:
    """``while not stop.is_set():`` where the function waiting for the
    thread sets ``stop`` (``stop.set()``, then ``watcher.join()``)."""
    test = loop.test
    if not (type(test) is ast.UnaryOp and type(test.op) is ast.Not):
        return False
    call = test.operand
    if not (
        type(call) is ast.Call and type(call.func) is ast.Attribute
        and call.func.attr == "is_set" and type(call.func.value) is ast.Name
    ):
        return False
    waiter = ctx.current_function
    name = call.func.value.id
    return waiter is not None and any(
        type(node) is ast.Call and type(node.func) is ast.Attribute
        and node.func.attr == "set" and type(node.func.value) is ast.Name
        and node.func.value.id == name
        for node in ctx.local_nodes(waiter)
    )


def _waits_on_the_tests_own(target: ast.Attribute, scope, ctx) -> bool:
    """A target that is a method of the test's own queue, lock or event
    (``Process(target=q.get)``): only the standard library runs there, and
    it returns at once, or once the function waiting for the child puts,
    sets or cancels what it waits on (``q.put(0)``, then ``p.join()``)."""
    receivers = Receivers(ctx, scope=scope)
    if receivers.kind(target.value) not in (*_PRIMITIVES, "Queue"):
        return False
    if target.attr in _RETURNING_AT_ONCE:
        return True
    function = ctx.current_function
    return function is not None and settles(ctx.local_nodes(function), target.value.id)


def _the_tests_own_step(node: ast.AST, receivers: Receivers, ctx) -> bool:
    """A call that returns at once on the test's own lock or event
    (``held.release()``), that ends the process (``os._exit(0)``), that
    sends a signal (``os.kill(os.getpid(), signal.SIGINT)``), or that a
    client makes on a socket of its own (``sock.sendall(data)``)."""
    if type(node) is not ast.Call:
        return False
    func = node.func
    if type(func) is ast.Attribute and func.attr in _ANSWERING_AT_ONCE:
        return receivers.kind(func.value) in _PRIMITIVES
    if type(func) is ast.Attribute and _a_plain_container(func.value, ctx):
        return True  # `seen.add(x)` on the test's own set
    if type(func) is ast.Attribute and func.attr in _SENDING and _own_socket(func.value, ctx):
        return True  # `sock.sendall(data)` on a socket the function made: the client side
    if type(func) is ast.Attribute and func.attr in LOOP_SCHEDULING:
        return True  # `loop.call_soon_threadsafe(task.cancel)`: scheduled, back at once
    if type(func) is ast.Name and func.id in _RETURNING_BUILTINS and all(
        type(argument) in (ast.Constant, ast.Name) for argument in node.args
    ) and not node.keywords and not ctx.semantic.binding_scope(func.id, ctx.scope)[1]:
        return True  # `print("KILL", j)`, `range(n)`: Python's own, back at once
    return ctx.semantic.resolve(func) in _EXITS or ctx.semantic.resolve(func) in _SOCKETS


# Builtins that return at once when given plain values (constants, the
# thread's own names); not those that reach into an object's attributes
# (`setattr(local, ...)` runs the code under test's `__setattr__`), nor
# `input` or `open`, which wait on a person or a file.
_RETURNING_BUILTINS = frozenset({
    "print", "range", "len", "int", "float", "str", "repr", "bool", "abs", "min", "max",
    "sum", "sorted", "list", "tuple", "dict", "set", "enumerate", "zip", "isinstance",
    "round", "chr", "ord",
})


# A socket the thread makes itself (``sock = socket.socket()``), and what it
# does with it that ends without an answer from the other side: connecting
# (refused at once when nothing listens), sending what fits its buffers,
# closing. Receiving waits on the code under test and is not among them.
_SOCKETS = frozenset({"socket.socket"})
_SENDING = frozenset({
    "connect", "send", "sendall", "sendto", "close", "shutdown", "setsockopt", "settimeout",
    "setblocking",
})


def _own_socket(node: ast.AST, ctx) -> bool:
    if type(node) is not ast.Name:
        return False
    value = ctx.semantic.assigned_at(node)
    return type(value) is ast.Call and ctx.semantic.resolve(value.func) in _SOCKETS


def _a_plain_container(node: ast.AST, ctx) -> bool:
    """A name bound to a list, dict or set the test builds (``seen =
    set()``, ``found = []``): its methods return at once."""
    if type(node) is not ast.Name:
        return False
    value = ctx.semantic.assigned_at(node)
    if type(value) in _CONTAINER_LITERALS:
        return True
    return (
        type(value) is ast.Call and type(value.func) is ast.Name
        and value.func.id in _BUILTIN_CONTAINERS
        and ctx.semantic.binding_at(value.func)[0] is None
    )


def a_starting_line(node: ast.Call, ctx) -> bool:
    """``barrier.wait()`` as a statement of a function that is not a test or
    fixture, with no call before it (plain reads and assignments at most:
    ``storage = pool[i].storage``): the function is one of the parties the
    test starts together, and none of them runs code under test before
    the barrier."""
    function = ctx.current_function
    if function is None or ctx.role(function) in (Role.TEST, Role.FIXTURE):
        return False
    for statement in function.body:
        if type(statement) is ast.Expr and statement.value is node:
            return True
        if type(statement) in _DECLARATIONS:
            continue  # `nonlocal calls`: runs nothing
        if type(statement) not in (ast.Assign, ast.Expr) or any(
            type(inner) in (ast.Call, ast.Await) for inner in ast.walk(statement)
        ):
            return False
    return False


_DECLARATIONS = (ast.Nonlocal, ast.Global, ast.Pass)
