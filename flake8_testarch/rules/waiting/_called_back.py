"""Functions of a test file that only other code calls: handed as a value to
a server, a client or the code under test (``server(handler)``,
``StreamServer(address, handle)``, ``app.add_route("/", slow_view)``,
``client.on_reply(lambda reply: ...)``, ``cache.on_miss = load_slowly``) and
never called by the file itself; and the methods of a class the file
defines only to hand its instances or itself on the same way
(``cache.serializer = SlowSerializer()``, ``HTTPServer(address, Handler)``)
and whose methods it never calls.

What such a function does stands in for the other side of the exchange (a
peer that answers late, a handler that stalls): a sleep there sets how slow
that side is, the stimulus of the test, not a guess at how long the code
under test needs. A function the file starts beside the test (a thread's
``target=``, ``spawn``, ``submit``, ``start_soon``, a loop's ``call_later``)
is the test's own concurrent work and is not counted here.
"""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._name_uses import NameUses, index_of
from flake8_testarch.rules.waiting._waitables import STARTS_FUNCTION
from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.vocabulary import UNITTEST_METHOD_PREFIX, XUNIT_HOOKS
from flake8_testarch.syntax import attribute_chain, last_name, name_words, names_a_class, on_self

# Calls that run a function as the caller's own concurrent work, by the
# last part of their name: green threads and ``_thread``, executors and
# pools, task groups and nurseries, worker threads of the event loops, the
# loops' callbacks, and the thread and timer classes (with ``target=``
# below, whatever the class).
RUNS_BESIDE = STARTS_FUNCTION | frozenset({
    "submit", "map", "apply_async", "map_async", "start_soon", "start",
    "run_in_executor", "to_thread", "run_sync", "call_soon",
    "call_soon_threadsafe", "call_later", "call_at", "Thread", "Timer", "Process",
})
FUNCTION_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)
FUNCTIONS = (*FUNCTION_DEFS, ast.Lambda)
RUN_BY_PYTEST = (Role.TEST, Role.FIXTURE)


def only_called_back(function: ast.AST, ctx) -> bool:
    """Whether the file hands ``function`` to other code as a value and
    never calls it itself: a lambda written as an argument of a call, or a
    ``def`` (decorated or not: ``@wsgify def slow_app`` handed to a stub
    server) whose name is read only as such arguments, or one a decorator
    of the code under test wraps. Read once per function."""
    if type(function) is not ast.Lambda and ctx.role(function) in RUN_BY_PYTEST:
        return False  # a test or fixture pytest runs
    index = index_of(ctx)
    found = index.verdicts.get(function)
    if found is None:
        if type(function) is ast.Lambda:
            call = index.lambdas.get(function)
            found = call is not None and not runs_beside(call, function, ctx)
        elif not isinstance(function, FUNCTION_DEFS):
            found = False
        elif _wrapped_by_the_code_under_test(function, ctx):
            found = True
        else:
            cls = ctx.semantic.scope_of(function).parent
            if cls is not None and cls.is_class and _only_wrapped(cls.node, index, ctx):
                found = True  # the file holds only the wrapper, which calls it
            elif cls is not None and cls.is_class:
                found = _handed_from_self(function, index, ctx) or _method_called_back(
                    function, cls.node, index, ctx
                )
            else:
                found = _handed_on_only(function, index, ctx)
        index.verdicts[function] = found
    return found


def stored_as_a_method(function, index: NameUses, ctx) -> bool:
    """Every read of the definition's name stores it on another object."""
    handed = [
        receiver for receiver, value in index.handed.get(function.name, ())
        if ctx.semantic.may_stand_for(value, function)
    ]
    return bool(handed) and all(type(receiver) is ast.Assign for receiver in handed)


def _wrapped_by_the_code_under_test(function, ctx) -> bool:
    """A definition decorated by a function or class of the project's own
    code (``@alru_cache() async def load``, ``@Memoize`` on a method): the
    name is bound to the wrapper the code under test makes, so every call
    of it in the file is a call of that wrapper, which runs the body on its
    own terms (``Memoize(ttl=10)(load)`` written as a decorator)."""
    return any(
        ctx.defined_by_the_code_under_test(decorator) or _method_of_a_given_object(decorator, ctx)
        for decorator in function.decorator_list
    )


def _method_of_a_given_object(wrapper: ast.AST, ctx) -> bool:
    """``@cache.early(ttl=1)`` where ``cache`` is a parameter of the test
    or fixture around the definition, also called, ``runner.wrap(load)``,
    through a local alias, ``r = runner``: a method of the object pytest
    gave it (a fixture's value, the code under test), which wraps the
    function on that object's terms."""
    target = wrapper.func if type(wrapper) is ast.Call else wrapper
    if type(target) is not ast.Attribute:
        return False
    root, _attributes = attribute_chain(target)
    root = ctx.semantic.callee(root) if root is not None else None
    if type(root) is not ast.Name:
        return False
    binding, scope = ctx.semantic.binding_at(root)
    if binding is None or binding.kind != "parameter" or scope is None:
        return False
    # The test may be one the walk has not entered yet (the helper is above it).
    around = scope.parent
    parent = around.node if around is not None and around.parent is not None else None
    return ctx.collection.role(scope.node, parent) in RUN_BY_PYTEST


def handed_on(function: ast.AST, ctx) -> bool:
    """Whether the file only hands ``function`` on as a value (to a thread,
    an executor, a server, the code under test: started beside the caller
    or not) and never calls it in line: a lambda written as an argument, or
    a ``def`` whose every read is such an argument."""
    index = index_of(ctx)
    if type(function) is ast.Lambda:
        return function in index.lambdas
    if not isinstance(function, FUNCTION_DEFS):
        return False
    handed = [
        value for _receiver, value in index.handed.get(function.name, ())
        if ctx.semantic.may_stand_for(value, function)
    ]
    return bool(handed) and every_read(function, len(handed), index, ctx)


def started_by_name(function: ast.AST, ctx) -> bool:
    """A module-level helper the file never names in code but spells out as
    the end of a dotted path in a string (``spawn(__name__ + ".echo")``,
    ``"tests.test_ipc:serve"``): another process or thread starts it by
    name, so it is not the test's own code path."""
    if type(function) not in FUNCTION_DEFS or function not in ctx.tree.body:
        return False
    if ctx.role(function) in RUN_BY_PYTEST or index_of(ctx).reads.get(function.name, 0):
        return False
    name = function.name
    return any(
        type(node.value) is str
        and node.value != name
        and node.value.endswith(("." + name, ":" + name))
        for node in ctx.nodes_of(ast.Constant)
    )


def _handed_on_only(function, index: NameUses, ctx, made: bool = False) -> bool:
    """Whether every read of the definition's name hands it on (or, with
    ``made``, hands it on or an instance made right there): none calls it,
    returns it, stores it on the file's own objects or starts it."""
    name = function.name
    every = [*index.handed.get(name, ()), *(index.made_handed.get(name, ()) if made else ())]
    if made:
        every += [
            (assign, made_by) for assign, made_by in index.made_bound.get(name, ())
            if _bound_only_to_hand_on(assign, index, ctx)
        ]
    if not made and type(function) is ast.AsyncFunctionDef:
        # ``scheduler.spawn(job())`` on the project's own scheduler hands it
        # the coroutine ``job()`` makes: the code under test runs its body.
        every += [
            (receiver, value) for receiver, value in index.made_handed.get(name, ())
            if _started_by_the_code_under_test(receiver, ctx)
        ]
    if getattr(function, "decorator_list", None):
        # A decorator made it an object that a framework runs, reached
        # through its attributes (``@actor def job`` then ``job.send()``).
        every += index.receivers(name, ctx)
    # The same name may be bound to other definitions elsewhere (a helper
    # class of that name in each test): only this one's are counted.
    handed = [(r, v) for r, v in every if ctx.semantic.may_stand_for(v, function)]
    if not handed:
        # Reads of the name may be of another definition (``t1`` in each test).
        return every_read(function, 0, index, ctx) and _registered_on_an_object(function, ctx)
    for receiver, value in handed:
        if runs_beside(receiver, value, ctx) or _runs_in_line(receiver, index, ctx):
            return False
    subclassed = _bases_of_classes_handed_on(function, index, ctx) if made else 0
    return subclassed is not None and every_read(function, len(handed) + subclassed, index, ctx)


def _bases_of_classes_handed_on(cls, index: NameUses, ctx) -> int | None:
    """How often the file names ``cls`` as the base of a class of its own
    that it only hands on too (``class Broken(SlowPolling)``, handed to the
    same poller): the subclass's inherited methods run where the code under
    test calls them. None when a subclass is used otherwise."""
    count = 0
    for other in ctx.nodes_of(ast.ClassDef):
        named = sum(
            1 for base in other.bases
            if type(base) is ast.Name and ctx.semantic.may_stand_for(base, cls)
        )
        if named and (other is cls or not _handed_on_only(other, index, ctx, made=True)):
            return None
        count += named
    return count


def _bound_only_to_hand_on(assign: ast.Assign, index: NameUses, ctx) -> bool:
    """``server = Stub(...)`` whose every read hands it to other code
    (``transport.start_server(event, server)``). An object is not started
    the way a function is: whoever it is handed to calls its methods."""
    variable = assign.targets[0].id
    handed = [
        (receiver, value) for receiver, value in index.handed.get(variable, ())
        if _bound_by(value, assign, ctx)
    ]
    if not handed:
        return False
    reads = sum(
        1 for node in ctx.nodes_of(ast.Name)
        if node.id == variable and type(node.ctx) is ast.Load and _bound_by(node, assign, ctx)
    )
    # Reading the object's data (``resource.times_called``, or setting its
    # event, ``resource.done.set()``) runs none of its methods.
    methods = _methods_of_the_class_made(assign.value, ctx)
    if methods is not None:
        reads -= sum(
            1 for node in ctx.nodes_of(ast.Attribute)
            if type(node.value) is ast.Name and node.value.id == variable
            and node.attr not in methods and _bound_by(node.value, assign, ctx)
        )
    return reads == len(handed)


def _methods_of_the_class_made(value: ast.AST, ctx) -> frozenset[str] | None:
    """The methods of the file's class that ``value`` makes an instance of
    (``Resource()``); None when it is no such call."""
    if type(value) is not ast.Call or type(value.func) is not ast.Name:
        return None
    cls = ctx.semantic.definition(value.func)
    if type(cls) is not ast.ClassDef or cls.bases:
        return None  # (a base's methods are not read here)
    return frozenset(
        statement.name for statement in cls.body
        if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
    )


def _bound_by(name: ast.Name, assign: ast.Assign, ctx) -> bool:
    binding, _scope = ctx.semantic.binding_at(name)
    return binding is not None and binding.assigned is assign.value


def _runs_in_line(receiver: ast.AST, index: NameUses, ctx) -> bool:
    """A wrapper whose result is called there and then (``async_to_sync(f)()``)
    runs the function as the test's own step, unless the wrapper is the
    project's own code, an object of it or one of its functions
    (``cached(ttl=1)(f)()``, ``deco = Stampede(); deco(f)()``,
    ``wrap_sync_to_async(f)`` then called, or a method of an object pytest
    gives the test, ``runner.wrap(f)``): the code under test then runs it."""
    return receiver in index.called_results and not (
        type(receiver) is ast.Call and (
            ctx.made_by_the_code_under_test(receiver.func)
            or ctx.defined_by_the_code_under_test(receiver.func)
            # `Event.sequence(items).map(f)`, run later: a method of the project's object
            or type(receiver.func) is ast.Attribute
            and ctx.made_by_the_code_under_test(receiver.func.value)
            or _method_of_a_given_object(receiver, ctx)
        )
    )


def _started_by_the_code_under_test(receiver: ast.AST, ctx) -> bool:
    return (
        type(receiver) is ast.Call
        and type(receiver.func) is ast.Attribute
        and receiver.func.attr in RUNS_BESIDE
        and ctx.made_by_the_code_under_test(receiver.func.value)
    )


def _registered_on_an_object(function, ctx) -> bool:
    """A definition the file never names again, decorated by a method of an
    object, called or not (``@emitter.on("event")``, ``@app.route("/")``,
    ``@app.after_server_start``, also through a local alias, ``get =
    app.router.get``): the decorator hands it to that object, which calls
    it."""
    for decorator in getattr(function, "decorator_list", ()):
        method = decorator.func if type(decorator) is ast.Call else decorator
        if type(method) is ast.Name:
            method = ctx.semantic.assigned_at(method)  # `get = app.router.get`, `@get("/")`
        if type(method) is not ast.Attribute:
            continue
        root = method.value
        while type(root) is ast.Attribute:
            root = root.value
        if type(root) is ast.Name and ctx.resolve(root) is None:
            return last_name(method) not in RUNS_BESIDE
    return False


def every_read(function, count: int, index: NameUses, ctx) -> bool:
    """Whether ``count`` is how often the file reads this definition's name."""
    name = function.name
    if count == index.reads.get(name, 0):
        return True
    # Other reads of the same name may be other definitions (``f`` in
    # each test): count the reads of this one.
    return count == sum(
        1 for node in ctx.nodes_of(ast.Name)
        if node.id == name and type(node.ctx) is ast.Load
        and ctx.semantic.may_stand_for(node, function)
    )


def _handed_from_self(method, index: NameUses, ctx) -> bool:
    """A method the class hands on as ``self.method`` to other code
    (``fake._get = self.stall``, ``server.on_request(self.slow_reply)``),
    never calling it: no ``x.method()`` in the file, and every read of
    ``self.method`` is such a hand-off that does not start it beside the
    test."""
    name = method.name
    handed = index.self_handed.get(name)
    if not handed or name.startswith("__") or index.method_calls.get(name):
        return False
    if any(runs_beside(receiver, value, ctx) or receiver in index.called_results
           or _calls_the_files_own_code(receiver, ctx) for receiver, value in handed):
        return False
    return index.self_reads(name, ctx) == len(handed)


def _calls_the_files_own_code(receiver: ast.AST, ctx) -> bool:
    """``self._check(self.handler, ...)``: a helper of the file takes the
    function, and may well call it in line as a step of the test."""
    return type(receiver) is ast.Call and (
        ctx.semantic.called_definition(receiver.func, ctx.scope) is not None
    )


def _method_called_back(method, cls: ast.ClassDef, index: NameUses, ctx) -> bool:
    """A method of a class the file only hands on, instances or the class
    itself, and whose method the file never calls: no ``x.method()``
    outside the class, and inside it only on another object (a wrapper
    delegating ``self._inner.dumps(value)``). Special methods run on the
    file's own syntax (``with``, ``len``, ``==``), so they are not counted,
    but for ``__del__``, which runs when the code holding the instance lets
    go of it, and ``__call__``, which runs when that code calls the
    instance (the file calling it itself reads the instance's name, so it
    is no longer only handed on); nor is a thread's or process's class,
    whose ``run`` the test starts."""
    name = method.name
    special = name.startswith("__") and name not in ("__del__", "__call__")
    if special or ctx.test_class_kind(cls) is not None:
        return False
    if any(last_name(base) in RUNS_BESIDE for base in cls.bases):
        return False
    for call in index.method_calls.get(name, ()):
        inside = cls.lineno <= call.lineno <= cls.end_lineno
        if (not inside or on_self(call.func)) and not _of_another_class(call.func, cls, ctx):
            return False
    if _a_hook_of_its_base(name, cls, ctx):
        return True
    return _handed_on_only(cls, index, ctx, made=True)


def _a_hook_of_its_base(name: str, cls: ast.ClassDef, ctx) -> bool:
    """A method the file never names (no call, no ``x.name`` read) of a
    class that derives from a class of other code (``class SM(StateChart):
    def on_enter_idle(self): ...``): that code calls it, by its own
    convention, as the test drives the instance."""
    if ctx.semantic.nodes.mentions(name):
        return False
    # A runner's, not the base's: tests of a case class the linter cannot
    # read to its root, and their setup and teardown.
    if name.startswith(UNITTEST_METHOD_PREFIX) or name in XUNIT_HOOKS:
        return False
    return any(_from_elsewhere(base, ctx) for base in cls.bases)


def _from_elsewhere(base: ast.AST, ctx) -> bool:
    """A base class that neither the file defines nor is ``object``."""
    if type(base) is ast.Name:
        return base.id != "object" and type(ctx.semantic.definition(base)) is not ast.ClassDef
    return type(base) is ast.Attribute


def _of_another_class(method: ast.AST, cls: ast.ClassDef, ctx) -> bool:
    """``resource.on_message`` where ``resource`` holds an instance of
    another class: of the file (one of the same name in another test), or
    one imported (``invoker = StateChartInvoker(child)``, then
    ``invoker.run(ctx)``), or the wrapper the code under test made of the
    class (``Blocking = runner.wrap(Service)``, then ``Blocking.start()``)."""
    receiver = method.value if type(method) is ast.Attribute else None
    if type(receiver) is not ast.Name:
        return False
    made = ctx.semantic.assigned_at(receiver)
    if type(made) is not ast.Call or type(made.func) not in (ast.Name, ast.Attribute):
        return False
    if _wraps_the_class(made, cls, ctx):
        return True
    other = ctx.semantic.definition(made.func) if type(made.func) is ast.Name else None
    if other is not None:
        return type(other) is ast.ClassDef and other is not cls
    name = last_name(made.func)
    return name != cls.name and names_a_class(name)


def _only_wrapped(cls: ast.ClassDef, index: NameUses, ctx) -> bool:
    """A class the file holds only as the code under test wraps it: decorated
    by it (``@runner.wrap class Service``), or every read of its name handed
    to it (``Blocking = runner.wrap(Service)``). Its methods, special ones
    too, run when the wrapper calls them."""
    if _wrapped_by_the_code_under_test(cls, ctx):
        return True
    wrapped = [
        receiver for receiver, value in index.handed.get(cls.name, ())
        if type(receiver) is ast.Call and ctx.semantic.may_stand_for(value, cls)
        and _wraps_the_class(receiver, cls, ctx)
    ]
    return bool(wrapped) and every_read(cls, len(wrapped), index, ctx)


def _wraps_the_class(made: ast.Call, cls: ast.ClassDef, ctx) -> bool:
    """A call of the code under test, or of a method of an object pytest
    gives the test, handed the class itself (``runner.wrap(Service)``)."""
    if not any(
        type(argument) is ast.Name and ctx.semantic.may_stand_for(argument, cls)
        for argument in made.args
    ):
        return False
    return ctx.defined_by_the_code_under_test(made.func) or _method_of_a_given_object(made, ctx)


def runs_beside(receiver: ast.AST, value: ast.AST, ctx) -> bool:
    """Whether a call runs ``value``, handed to it, as the caller's own
    concurrent work (an attribute store hands it to another object). A
    scheduler or executor of the project's own code (``net.call_soon(f)``
    with ``net = Selector()``) is the code under test: it runs what it is
    handed on its own terms."""
    if type(receiver) is not ast.Call:
        return False
    last = last_name(receiver.func)
    if last in RUNS_BESIDE or any(keyword.arg == "target" for keyword in receiver.keywords):
        if any(
            keyword.arg in ("args", "kwargs") and any(
                inner is value for inner in ast.walk(keyword.value)
            )
            for keyword in receiver.keywords
        ):
            # `Thread(target=watch, kwargs={"loop": self.pace})`: handed to
            # the thread's body, which calls it as it likes
            return False
        func = receiver.func
        return not (
            type(func) is ast.Attribute and ctx.made_by_the_code_under_test(func.value)
        )
    # A helper or fixture named for what it does starts what it is first
    # handed: ``spawn_thread(f)``, ``start_worker(f)``, ``run_in_background(f)``;
    # handlers given to ``start_server(address, handlers=[...])`` are the
    # server's to call. A function or class of the code under test so
    # named (``BackgroundTask(f)``) runs it on its own terms.
    # A helper named for starting a server (``self._start_server(handler)``)
    # hands it the server's handler, which answers the code under test.
    words = name_words(last)
    return (
        not _BESIDE_WORDS.isdisjoint(words) and _SERVING_WORDS.isdisjoint(words)
        and bool(receiver.args) and receiver.args[0] is value
        and not ctx.defined_by_the_code_under_test(receiver.func)
    )


# Words in a helper's name that say what it starts serves the code under test.
_SERVING_WORDS = frozenset({"server", "servers", "serve", "serving"})
# Words in a callee's name that say it starts what it is handed beside the
# caller.
_BESIDE_WORDS = frozenset({
    "spawn", "thread", "threads", "threaded", "start", "submit", "background", "greenlet",
    "executor", "concurrently",
})
