"""Waits on work that has already ended, or that something else will wait
for anyway (TA102): a serving thread joined after its server's
``shutdown()``, a process waited on inside its own ``with Popen(...)``
block, a future in or after its executor's ``with`` block, ``queue.get()``
no more times than the queue holds items."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._calls_before import called_before, first_calls
from flake8_testarch.rules.waiting._settled import thread_targets
from flake8_testarch.rules.waiting._wait_vocabulary import REAPING_BEFORE
from flake8_testarch.rules.waiting._waitables import Receivers
from flake8_testarch.semantic.model import COMPREHENSION_TYPES, FUNCTION_TYPES
from flake8_testarch.syntax import dotted_name


def serving_loop_shut_down(receiver: ast.AST, node: ast.Call, ctx) -> bool:
    """``Thread(target=server.serve_forever)`` joined after
    ``server.shutdown()``: socketserver's ``shutdown`` returns once the loop
    has stopped, so the thread has nothing left to run. Also a thread of a
    project class serving so, stopped first (``server_thread_shut_down``)."""
    if ctx.current_function is None:
        return False
    if server_thread_shut_down(receiver, node, ctx):
        return True
    calls = first_calls(ctx.current_function, ctx)
    for target in thread_targets(receiver, ctx)[1]:
        if type(target) is ast.Attribute and target.attr == "serve_forever":
            server = dotted_name(target.value)
            first = calls.get((server, "shutdown"))
            if first is not None and first < node.lineno:
                return True
            return server is not None and server.startswith("self.") and _a_method_shuts_down(
                server[len("self."):], calls, node, ctx
            )
    return False


def _a_method_shuts_down(attribute: str, calls, node: ast.Call, ctx) -> bool:
    """``self.stop()`` called before the join, a method of the same class
    whose body calls ``self._server.shutdown()``."""
    cls = ctx.semantic.enclosing_class(ctx.semantic.scope_at(node))
    if cls is None:
        return False
    methods = {m.name: m for m in cls.body if type(m) in FUNCTION_TYPES}
    return any(
        receiver == "self" and name in methods and line < node.lineno
        and attribute in _self_calls(methods[name], "shutdown")
        for (receiver, name), line in calls.items()
    )


def server_thread_shut_down(receiver: ast.AST, node: ast.Call, ctx) -> bool:
    """A thread of a project class whose ``run`` serves forever
    (``self.server.serve_forever()``), joined after the test called a
    method of it that shuts that server down (``stop()``, whose body calls
    ``self.server.shutdown()``): as with a serving thread built with
    ``target=``, nothing is left to run."""
    function = ctx.current_function
    written = dotted_name(receiver)
    if function is None or written is None:
        return False
    first = first_calls(function, ctx)
    receivers = Receivers(ctx)
    for made in _constructions(written, function, ctx):
        found = receivers.called(made, ctx.resolve(made.func))
        if found is None or type(found[1]) is not ast.ClassDef:
            continue
        methods = {m.name: m for m in found[1].body if type(m) in FUNCTION_TYPES}
        served = _self_calls(methods.get("run"), "serve_forever")
        if not served:
            continue
        for name, method in methods.items():
            line = first.get((written, name))
            if line is not None and line < node.lineno and served & _self_calls(
                method, "shutdown"
            ):
                return True
    return False


def _constructions(written: str, function, ctx) -> list[ast.Call]:
    """The calls the function assigns to a name or attribute written so
    (``cls.proxy = ProxyThread(...)``), read once per function: a long
    test joins many threads."""
    known = ctx.scratch.setdefault(_CONSTRUCTIONS, {})
    found = known.get(function)
    if found is None:
        found = known[function] = {}
        for node in ctx.local_nodes(function):
            if type(node) is ast.Assign and type(node.value) is ast.Call:
                for target in node.targets:
                    found.setdefault(dotted_name(target), []).append(node.value)
    return found.get(written, [])


_CONSTRUCTIONS = "TA102 constructions by function"  # ctx.scratch key


def _self_calls(method, name: str) -> set[str]:
    """The attributes of ``self`` a method calls ``name`` on
    (``self.server.shutdown()`` -> ``{"server"}``)."""
    if method is None:
        return set()
    return {
        node.func.value.attr for node in ast.walk(method)
        if type(node) is ast.Call and type(node.func) is ast.Attribute
        and node.func.attr == name and type(node.func.value) is ast.Attribute
        and type(node.func.value.value) is ast.Name and node.func.value.value.id == "self"
    }


def in_its_own_with_block(receiver: ast.AST, node: ast.Call, ctx) -> bool:
    """``with Popen(...) as proc: proc.wait()``: leaving the block waits for
    the process with no bound anyway, so a timeout on the wait would only
    move a hang to the block's end."""
    if type(receiver) is not ast.Name or ctx.current_function is None:
        return False
    for ancestor in ctx.semantic.ancestors(node, ctx.current_function):
        if type(ancestor) is ast.With and any(
            type(item.optional_vars) is ast.Name and item.optional_vars.id == receiver.id
            and type(item.context_expr) is ast.Call
            and ctx.resolve(item.context_expr.func) == "subprocess.Popen"
            for item in ancestor.items
        ):
            return True
    return False


def counted_gets(node: ast.Call, ctx) -> bool:
    """``queue.get()`` in a loop or comprehension over ``range(queue.qsize())``,
    in ``while not queue.empty():``, or after ``if queue.empty(): continue``
    in its block: it takes no more
    items than the queue holds, so none of the gets blocks."""
    receiver = dotted_name(node.func.value)
    for ancestor in ctx.semantic.ancestors(node, ctx.current_function or ctx.tree):
        if _skipped_when_empty(ancestor, node, receiver, ctx) or _while_not_empty(
            ancestor, receiver
        ):
            return True
        loops = (
            ancestor.generators if type(ancestor) in COMPREHENSION_TYPES
            else [ancestor] if type(ancestor) is ast.For else ()
        )
        for loop in loops:
            source = loop.iter
            if (
                type(source) is ast.Call and dotted_name(source.func) == "range"
                and len(source.args) == 1 and type(source.args[0]) is ast.Call
                and type(source.args[0].func) is ast.Attribute
                and source.args[0].func.attr == "qsize"
                and dotted_name(source.args[0].func.value) == receiver
            ):
                return True
    return False


_LEAVES = (ast.Continue, ast.Break, ast.Return, ast.Raise)


def _while_not_empty(ancestor: ast.AST, receiver: str | None) -> bool:
    """``while not q.empty():`` or ``while q.qsize():`` (``> 0``) around the
    get: the loop takes only what the queue holds."""
    if type(ancestor) not in (ast.While, ast.If) or receiver is None:
        return False
    test = ancestor.test
    if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
        return _queue_call(test.operand, "empty", receiver)
    if type(test) is ast.Compare and len(test.ops) == 1 and type(test.ops[0]) is ast.Gt:
        right = test.comparators[0]
        if type(right) is ast.Constant and right.value == 0:
            test = test.left
    return _queue_call(test, "qsize", receiver)


def _queue_call(node: ast.AST, method: str, receiver: str) -> bool:
    return (
        type(node) is ast.Call and type(node.func) is ast.Attribute
        and node.func.attr == method and dotted_name(node.func.value) == receiver
    )


def _skipped_when_empty(block_owner: ast.AST, node: ast.Call, receiver: str | None, ctx) -> bool:
    """A statement of ``block_owner``'s body before the one holding ``node``
    leaves the block when the queue is empty (``if q.empty(): continue``).
    The block's guards are read once (a long test holds many gets)."""
    body = getattr(block_owner, "body", None)
    if type(body) is not list or receiver is None:
        return False
    known = ctx.scratch.setdefault(_EMPTY_GUARDS, {})
    guards = known.get(block_owner)
    if guards is None:
        guards = known[block_owner] = [
            (statement.lineno, dotted_name(statement.test.func.value))
            for statement in body
            if type(statement) is ast.If and type(statement.test) is ast.Call
            and type(statement.test.func) is ast.Attribute
            and statement.test.func.attr == "empty"
            and statement.body and type(statement.body[-1]) in _LEAVES
        ]
    return any(line < node.lineno and guarded == receiver for line, guarded in guards)


_EMPTY_GUARDS = "waiting.empty guards"  # ctx.scratch key: block owner -> guards


def in_or_after_an_executor_block(node: ast.Call, receivers: Receivers, ctx) -> bool:
    """Whether the call comes in or after a ``with ThreadPoolExecutor() as
    pool:`` block of its function: leaving the block waits for every future
    the pool ran, so after it their results are there, and in it a timeout
    on the result would only move the hang to the block's end."""
    function = ctx.current_function
    if function is None:
        return False
    ends = ctx.scratch.setdefault("TA102.executor_ends", {})
    first = ends.get(function, False)
    if first is False:
        first = ends[function] = min(
            (
                block.lineno
                for block in ctx.local_nodes(function)
                if isinstance(block, ast.With)
                and any(receivers.kind(item.context_expr) == "Executor" for item in block.items)
            ),
            default=None,
        )
    return first is not None and first < node.lineno


def reaped_before(value: ast.AST, ctx) -> bool:
    """``await p.communicate()`` after ``await asyncio.wait_for(p.wait(), 5)``
    (or ``wait()`` after ``communicate()``/``kill()``): the process is gone."""
    return (
        type(value) is ast.Call and type(value.func) is ast.Attribute
        and value.func.attr in REAPING_BEFORE
        and called_before(value, REAPING_BEFORE[value.func.attr], ctx)
    )
