"""What settles a waitable before a wait on it, or while it waits, so that
the wait ends at once or by the test's own hand: ``event.set()`` before
``event.wait()``, ``proc.kill()`` before ``proc.wait()``, the test's own
``done.set()`` for a worker nested in it that waits on ``done``."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._called_back import handed_on, only_called_back
from flake8_testarch.rules.waiting._calls_before import LOOP_SCHEDULING, first_calls
from flake8_testarch.rules.waiting._published import MADE_TO_PARK, published_and_settled
from flake8_testarch.rules.waiting._settled_by_callers import settled_by_every_caller
from flake8_testarch.rules.waiting._sleeps import SLEEP_FUNCTIONS
from flake8_testarch.semantic.attributes import attribute_values
from flake8_testarch.suite.cleanups import is_cleanup_call
from flake8_testarch.syntax import dotted_name, is_none, last_name, on_self, walk_local

# Calls that settle a waitable: a wait on it after them ends at once.
_SETTLING = frozenset(
    {"cancel", "set", "set_result", "set_exception", "put", "put_nowait"}
)
_SENDING = frozenset({"send", "send_nowait"})
# Methods that read a future or event without settling or handing it on.
_READING = frozenset({"done", "cancelled", "result", "exception", "is_set", "wait"})


def settled_by_the_test(name: ast.Name | None, ctx) -> bool:
    """Whether the test itself settles what a function nested in it waits on
    (the test's own ``release.set()`` opens the gate an app it serves, or a
    worker it submits, waits on), or a function the test starts settles it
    before it waits for anything (``async def go(): fut.set_result(None)``
    run as a task): the code under test cannot keep that wait from ending.
    A function the test only hands to the code under test
    (``server.on_ready(callback)``) settles nothing the test controls."""
    waiter = ctx.current_function
    if name is None or waiter is None:
        return False
    # A wait in a lambda the test hands on (a thread's `target=lambda:
    # (start.wait(), ...)`) waits there, not in the test.
    waiter = next((
        node for node in ctx.semantic.ancestors(name, waiter, through_definitions=True)
        if type(node) is ast.Lambda
    ), waiter)
    scope, bindings = ctx.semantic.binding_scope(name.id, ctx.scope)
    owner = scope.node if scope is not None and scope.is_function else None
    if owner is None:
        return False
    if owner is waiter and _a_parameter(bindings):
        settled = _settled_through_the_parameter(waiter, name.id, ctx)
    else:
        settled = _settled_in(owner, scope, waiter, name.id, ctx)
    if not settled:
        # A callback the test hands on parks on a future it gives the test.
        return owner is waiter and published_and_settled(name, waiter, ctx) and handed_on(
            waiter, ctx
        )
    # A plain function nested in the owner and called in line would block
    # the owner before it settles.
    if type(waiter) is ast.Lambda:
        return handed_on(waiter, ctx)
    return owner is waiter or type(waiter) is not ast.FunctionDef or handed_on(waiter, ctx)


def settled_by_its_own_thread(receiver: ast.AST, ctx) -> bool:
    """Whether a wait on ``self.done`` sits in a thread class of the file
    whose ``run`` sets ``self.done`` before it calls anything but a sleep
    (``time.sleep(self.delay)``, then ``self.done.set()``): the test's own
    thread settles it, whatever the code under test does."""
    if not on_self(receiver):
        return False
    cls = next((s for s in reversed(ctx.scopes) if type(s) is ast.ClassDef), None)
    if cls is None or not any(ctx.resolve(base) == "threading.Thread" for base in cls.bases):
        return False
    run = next(
        (s for s in cls.body if type(s) is ast.FunctionDef and s.name == "run"), None
    )
    if run is None:
        return False
    for statement in run.body:
        for node in walk_local(statement):
            if type(node) is not ast.Call:
                continue
            func = node.func
            if (
                type(func) is ast.Attribute and func.attr in _SETTLING
                and on_self(func.value) and func.value.attr == receiver.attr
            ):
                return True
            if ctx.semantic.resolve(func) not in SLEEP_FUNCTIONS:
                return False
    return False


def thread_targets(thread: ast.AST, ctx) -> tuple[object, list[ast.AST]]:
    """The scope that binds a thread or process name, and the ``target=``
    of each construction bound to it (``t = Thread(target=serve)``); for
    ``self.<name>``, the constructions the class's methods assign to it."""
    if type(thread) is ast.Attribute and on_self(thread):
        cls = ctx.semantic.enclosing_class(ctx.scope)
        values = attribute_values(thread.attr, cls) if cls is not None else ()
        return None, [
            target for value in values if type(value) is ast.Call
            for target in _targets(value)
        ]
    if type(thread) is not ast.Name:
        return None, []
    scope, bindings = ctx.semantic.binding_scope(thread.id, ctx.scope)
    return scope, [
        target
        for binding in bindings
        if type(getattr(binding.node, "value", None)) is ast.Call
        for target in _targets(binding.node.value)
    ]


def _targets(construction: ast.Call) -> list[ast.AST]:
    """What a thread runs: its ``target=``, or the function a
    ``threading.Timer(interval, function)`` calls when the interval ends."""
    found = [keyword.value for keyword in construction.keywords if keyword.arg == "target"]
    if last_name(construction.func) == "Timer":
        found += [keyword.value for keyword in construction.keywords if keyword.arg == "function"]
        found += construction.args[1:2]
    return found


def _settled_in(owner, scope, waiter, name: str, ctx) -> bool:
    """Whether the function that binds ``name`` settles it, or a function
    nested in it that it starts settles it first."""
    if owner is not waiter:
        first = first_calls(owner, ctx)
        if any((name, method) in first for method in _SETTLING):
            return True
        if _settles_at_cleanup(owner, name, ctx):
            return True
        if any(
            type(call) is ast.Call and _schedules_settling(call, name)
            for call in ctx.local_nodes(owner)
        ):
            return True
    for child in ctx.semantic.children(scope):
        nested = child.node
        if (
            type(nested) in (ast.FunctionDef, ast.AsyncFunctionDef)
            and nested is not waiter
            and (
                name in _first_settled(nested, ctx)
                or _settles_first_given(nested, name, owner, ctx)
            )
            and not only_called_back(nested, ctx)
        ):
            return True
    return False


def _settles_first_given(nested, name: str, owner, ctx) -> bool:
    """``async def go(done): done.set()``, started as ``go(event)``: the
    function settles first the parameter the owner hands ``name`` to."""
    first = _first_settled(nested, ctx) if nested.args.args else ()
    calls = [call for call in ctx.nodes_within(ast.Call, owner) if call.args] if first else []
    return any(name in _given(nested, parameter, calls) for parameter in first)


def _a_parameter(bindings) -> bool:
    return any(binding.kind == "parameter" for binding in bindings)


def _settled_through_the_parameter(waiter, name: str, ctx) -> bool:
    """A function nested in the test waits on what it is given (``async def
    job(fut): await fut``), and the test settles what it gives it
    (``spawn(job(fut1))``, later ``fut1.set_result(None)``); or a function
    of the module does, and each of its callers settles what it gives."""
    test = ctx.outermost_function
    if test is None or test is waiter:
        return test is not None and settled_by_every_caller(waiter, name, ctx, settles)
    calls = ctx.nodes_within(ast.Call, test)
    given = _given(waiter, name, calls)
    return any(settles([call], handed) for call in calls for handed in given) or any(
        _schedules_settling(call, handed) for call in calls for handed in given
    )


def _given(waiter, name: str, calls: list[ast.Call]) -> set[str]:
    """The names the calls of ``waiter`` hand it as its parameter ``name``."""
    arguments = waiter.args
    positional = [argument.arg for argument in (*arguments.posonlyargs, *arguments.args)]
    position = positional.index(name) if name in positional else None
    given = set()
    for call in calls:
        if type(call.func) is not ast.Name or call.func.id != waiter.name:
            continue
        values = [k.value for k in call.keywords if k.arg == name]
        if position is not None and position < len(call.args):
            values.append(call.args[position])
        given.update(value.id for value in values if type(value) is ast.Name)
    return given


def waits_for_cancellation(name: ast.Name | None, ctx) -> bool:
    """Whether a function nested in the test awaits a future or event the
    test makes (``fut = asyncio.Future()``, directly or handed in as a
    parameter) that nothing can settle: no code of the test settles it, and
    it goes to no call but the test's own nested functions. Only cancelling
    the waiting job ends that wait, as with ``await asyncio.Event().wait()``:
    it is made to wait for cancellation."""
    waiter = ctx.current_function
    test = ctx.outermost_function
    if name is None or waiter is None or test is None or test is waiter:
        return False
    nested = {
        node.name for node in ctx.nodes_within(ast.AsyncFunctionDef, test)
    } | {node.name for node in ctx.nodes_within(ast.FunctionDef, test)}
    calls = ctx.nodes_within(ast.Call, test)
    scope, bindings = ctx.semantic.binding_scope(name.id, ctx.scope)
    parameter = scope is not None and scope.node is waiter and _a_parameter(bindings)
    names = _given(waiter, name.id, calls) if parameter else {name.id}
    if not names:
        return False
    made = set()
    for assignment in ctx.nodes_within(ast.Assign, test) + ctx.nodes_within(ast.AnnAssign, test):
        targets = assignment.targets if type(assignment) is ast.Assign else [assignment.target]
        value = assignment.value
        if (
            type(value) is ast.Call and not value.args
            and last_name(value.func) in MADE_TO_PARK
        ):
            made.update(t.id for t in targets if type(t) is ast.Name)
    if not names <= made:
        return False
    for call in calls:
        func = call.func
        if type(func) is ast.Attribute and type(func.value) is ast.Name and func.value.id in names:
            if func.attr not in _READING:
                return False
        handed = [*call.args, *(keyword.value for keyword in call.keywords)]
        if any(type(value) is ast.Name and value.id in names for value in handed) and not (
            type(func) is ast.Name and func.id in nested
        ):
            return False
        if any(_schedules_settling(call, other) for other in names):
            return False
    return True


def _schedules_settling(call: ast.Call, name: str) -> bool:
    """``loop.call_later(0.01, fut.set_result, None)``: the event loop runs
    the settling method the test scheduled."""
    return (
        type(call.func) is ast.Attribute
        and call.func.attr in LOOP_SCHEDULING
        and any(
            type(argument) is ast.Attribute and argument.attr in _SETTLING
            and type(argument.value) is ast.Name and argument.value.id == name
            for argument in call.args
        )
    )


def _settles_at_cleanup(function, name: str, ctx) -> bool:
    """The function registers ``name``'s settling method as a cleanup
    (``self.addCleanup(done.set)``, ``request.addfinalizer(done.set)``): it
    is settled when the test ends, whatever the code under test does."""
    for call in ctx.local_nodes(function):
        if type(call) is ast.Call and is_cleanup_call(call):
            for argument in call.args:
                if (
                    type(argument) is ast.Attribute and argument.attr in _SETTLING
                    and type(argument.value) is ast.Name and argument.value.id == name
                ):
                    return True
    return False


def settles(nodes, name: str) -> bool:
    return any(
        type(node) is ast.Call and type(node.func) is ast.Attribute
        and node.func.attr in _SETTLING
        and type(node.func.value) is ast.Name and node.func.value.id == name
        for node in nodes
    )


def _first_settled(function, ctx) -> frozenset[str]:
    """The names the function settles in a statement of its body that comes
    before anything it awaits, or, for a plain function (a thread's
    target), before it calls anything but a sleep: what comes after may
    hang in the code under test."""
    memo = ctx.scratch.setdefault(_SETTLES_FIRST, {})
    found = memo.get(function)
    if found is None:
        found = memo[function] = _names_settled_first(function, ctx)
    return found


_SETTLES_FIRST = "waiting.names settled first"  # ctx.scratch key


def _names_settled_first(function, ctx) -> frozenset[str]:
    """Every name ``_first_settled`` gives, read in one pass (every
    wait of a long test asks about each function nested in it)."""
    plain = type(function) is ast.FunctionDef
    found: set[str] = set()
    for statement in function.body:
        nodes = list(walk_local(statement))
        settling: dict[str, set[int]] = {}
        for node in nodes:
            if (
                type(node) is ast.Call and type(node.func) is ast.Attribute
                and node.func.attr in _SETTLING and type(node.func.value) is ast.Name
            ):
                settling.setdefault(node.func.value.id, set()).add(id(node))
        if plain:
            blocking = [node for node in nodes if may_block(node, ctx)]
            # A name counts when nothing but its own settling may block here.
            found.update(
                settled for settled, calls in settling.items()
                if all(id(node) in calls for node in blocking)
            )
            if blocking:
                break
        else:
            found.update(settling)
        if any(type(node) in (ast.Await, ast.AsyncWith, ast.AsyncFor) for node in nodes):
            break
    return frozenset(found)


def may_block(node: ast.AST, ctx) -> bool:
    """A call other than a sleep, or a ``with`` block (entering it runs
    code, a lock's blocks): code that may never come back."""
    if type(node) is ast.Call:
        return ctx.semantic.resolve(node.func) not in SLEEP_FUNCTIONS
    return type(node) is ast.With


def settled_before(node: ast.Await, ctx) -> bool:
    """Whether the function settled what it awaits before awaiting it
    (``task.cancel()`` before ``await task``, ``event.set()`` before ``await
    event.wait()``, ``queue.put_nowait(x)`` before ``await queue.get()``,
    ``send.send_nowait(x)`` before ``await receive.receive()`` on the two
    ends of one channel): the wait then ends at once."""
    value = node.value
    if type(value) is ast.Call:
        value = value.func.value if type(value.func) is ast.Attribute else None
    receiver = dotted_name(value) if value is not None else None
    function = ctx.current_function
    if receiver is None or function is None:
        return False
    settling = {(receiver, method) for method in _SETTLING}
    if type(value) is ast.Name:
        settling.update((end, method) for end in _other_end(value, ctx) for method in _SENDING)
    first = first_calls(function, ctx)
    if any(first.get(key, node.lineno) < node.lineno for key in settling):
        return True
    return type(node.value) is not ast.Call and _asserted_done(receiver, node, function, ctx)


def _asserted_done(receiver: str, node: ast.Await, function, ctx) -> bool:
    """The function checked, before awaiting the task or future, that it is
    done (``assert task.done()``, ``self.assertTrue(task.done())``), or
    waited for it with every other (``asyncio.wait({task, other})``):
    awaiting it returns at once."""
    for inner in ctx.local_nodes(function):
        if getattr(inner, "lineno", node.lineno) >= node.lineno:
            continue
        if type(inner) is ast.Call and _waits_for_all(inner, receiver, ctx):
            return True
        if type(inner) is ast.Assert:
            checked = inner.test
        elif (
            type(inner) is ast.Call and type(inner.func) is ast.Attribute
            and inner.func.attr == "assertTrue" and inner.args
        ):
            checked = inner.args[0]
        else:
            continue
        if (
            type(checked) is ast.Call and type(checked.func) is ast.Attribute
            and checked.func.attr == "done" and dotted_name(checked.func.value) == receiver
        ):
            return True
    return False


def _waits_for_all(call: ast.Call, receiver: str, ctx) -> bool:
    """``asyncio.wait({first, second})`` with no time limit and waiting for
    every one (the default): when it returns, each task it was given is done."""
    if len(call.args) != 1 or ctx.semantic.resolve(call.func) != "asyncio.wait":
        return False
    given = call.args[0].elts if type(call.args[0]) in (ast.Set, ast.List, ast.Tuple) else []
    return any(dotted_name(task) == receiver for task in given) and not any(
        keyword.arg in ("timeout", "return_when") and not (
            is_none(keyword.value) or last_name(keyword.value) == "ALL_COMPLETED"
        )
        for keyword in call.keywords
    )


def _other_end(name: ast.Name, ctx) -> list[str]:
    """The sending end unpacked with a receiving one: ``send`` of ``send,
    receive = trio.open_memory_channel(0)``."""
    _scope, bindings = ctx.semantic.binding_scope(name.id, ctx.scope)
    ends = []
    for binding in bindings:
        target = binding.node.targets[0] if type(binding.node) is ast.Assign else None
        if binding.kind == "unknown" and type(target) in (ast.Tuple, ast.List):
            ends += [
                element.id for element in target.elts
                if type(element) is ast.Name and element.id != name.id
            ]
    return ends


def settled_by_each_maker(receiver: ast.AST, ctx) -> bool:
    """Whether a wait on ``self.<name>`` sits in a method of a helper class
    of the file (not a test class) whose every instance is made by a
    function of the file that settles that attribute on it (``future =
    FutureWithPoll()`` ... ``future.event.set()``): the test's own double,
    opened by the test, whatever the code under test does. Instances of
    the file's subclasses that keep the method count as the class's."""
    if not on_self(receiver) or len(ctx.scopes) < 2:
        return False
    cls, method = ctx.scopes[-2], ctx.scopes[-1]
    if type(cls) is not ast.ClassDef or ctx.scopes[0] is not cls:
        return False
    if ctx.collection.class_kind(cls, None) is not None:
        return False
    names = {cls.name}
    for statement in ctx.tree.body:  # the file's subclasses that keep the method
        if type(statement) is ast.ClassDef and any(
            type(base) is ast.Name and base.id in names for base in statement.bases
        ) and not any(
            type(own) in (ast.FunctionDef, ast.AsyncFunctionDef) and own.name == method.name
            for own in statement.body
        ):
            names.add(statement.name)
    made = [
        call for name in names for call in ctx.semantic.nodes.calls_named(name)
        if type(call.func) is ast.Name
    ]
    return bool(made) and all(_settles_what_it_made(call, receiver.attr, ctx) for call in made)


def _settles_what_it_made(call: ast.Call, attribute: str, ctx) -> bool:
    """``made = Helper()`` in a function that also calls
    ``made.<attribute>.set()`` (or another settling method)."""
    scope = ctx.semantic.scope_at(call)
    function = scope.node if scope.is_function else None
    statement = next(
        (
            node for node in walk_local(function) if type(node) is ast.Assign
            and node.value is call and len(node.targets) == 1
            and type(node.targets[0]) is ast.Name
        ),
        None,
    ) if function is not None else None
    if statement is None:
        return False
    made = statement.targets[0].id
    return any(
        type(node) is ast.Call and type(node.func) is ast.Attribute
        and node.func.attr in _SETTLING and type(node.func.value) is ast.Attribute
        and node.func.value.attr == attribute and type(node.func.value.value) is ast.Name
        and node.func.value.value.id == made
        for node in walk_local(function)
    )
