"""What counts as a sleep, shared by the waiting rules."""

from __future__ import annotations

import ast
import re

from flake8_testarch.project.reexports import canonical
from flake8_testarch.suite.doubles import mock_member, replaced_by_a_patch
from flake8_testarch.suite.fixtures import defined_fixtures, fixture_modules
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.suite.event_loops import loop_clock_is_fake, loop_time_faked_for
from flake8_testarch.syntax import nfkc, on_self, parameter_defaults, walk_local

# Sleep functions, and whether ``f(0)`` is a yield to the scheduler (or, for
# ``time.sleep(0)``, to other threads) rather than a wait.
SLEEP_FUNCTIONS = {
    "time.sleep": True,
    "asyncio.sleep": True,
    "trio.sleep": True,
    "trio.sleep_until": False,
    "anyio.sleep": True,
    "anyio.sleep_until": False,
    "gevent.sleep": True,
    "eventlet.sleep": True,
    "eventlet.greenthread.sleep": True,
    "tornado.gen.sleep": True,
}
# Sleeps that run on the event loop's clock, which a test can replace with a
# fake one (trio's MockClock, anyio and pytest fixtures named ``*clock*``).
LOOP_SLEEPS = frozenset(
    {"asyncio.sleep", "trio.sleep", "trio.sleep_until", "anyio.sleep", "anyio.sleep_until"}
)
# Sleeps whose delay defaults to 0: ``eventlet.sleep()`` only yields.
_ZERO_BY_DEFAULT = frozenset({"gevent.sleep", "eventlet.sleep", "eventlet.greenthread.sleep"})
_LAST_PARTS = frozenset(name.rsplit(".", 1)[1] for name in SLEEP_FUNCTIONS)
_DELAY_KEYWORDS = ("delay", "seconds", "secs")
_MAY_SLEEP = "waiting.may_sleep"  # ctx.scratch key, shared by TA101 and TA103
# Parameters that bring a fake clock or a patched sleep (`mock_clock`,
# `autojump_clock`, `fake_sleep`, `skip_sleep`), and context managers named
# for a clock.
_FAKES = lazy_compile(r"clock|sleep", re.IGNORECASE)
_CLOCK = lazy_compile(r"clock", re.IGNORECASE)
_CLOCK_BLOCKS = "waiting.clock blocks"  # ctx.scratch key: function -> bool
REAL_TIMER = lazy_compile(r"real-timer:(?P<why>[^#]*)")


def may_sleep(ctx) -> bool:
    """Whether the file can name a sleep at all. Every sleep function's name
    holds "sleep", so it is in the source wherever the file imports or calls
    one (identifiers are compared after NFKC normalisation, hence that form
    of the lines that are not ASCII). Read once per file."""
    found = ctx.scratch.get(_MAY_SLEEP)
    if found is None:
        text = ctx.text
        found = ctx.scratch[_MAY_SLEEP] = "sleep" in text or not text.isascii() and any(
            "sleep" in nfkc(line)
            for line in ctx.lines
            if not line.isascii()
        )
    return found


# Up to this long, a sleep is about what a scheduler can time at all: like a
# zero-length one, it only hands control to the event loop or other threads.
_YIELD_SECONDS = 0.001


def _only_yields(node: ast.AST | None, ctx) -> bool:
    """A delay of zero or at most a millisecond: a literal
    (``sleep(0)``, ``asyncio.sleep(0.00001)``) or a random jitter scaled
    below it (``sleep(random.random() / 1000)``)."""
    bound = _upper_bound(node, ctx, 0)
    if bound is None:
        return False
    return bound[0] <= _YIELD_SECONDS


# A random delay up to this long spreads concurrent work (jitter): it waits
# for nothing and guesses no duration.
_JITTER_SECONDS = 0.05


def _waits_for_nothing(node: ast.AST | None, ctx) -> bool:
    """A delay that only yields (see ``_only_yields``), or a random one of at
    most ``_JITTER_SECONDS`` (``random.random() / 100``,
    ``random.uniform(0, 0.01)``): jitter."""
    bound = _upper_bound(node, ctx, 0)
    if bound is None:
        return False
    delay, random = bound
    return delay <= _YIELD_SECONDS or random and delay <= _JITTER_SECONDS


_GENERATORS = ("random.Random", "random.SystemRandom")


def _random_function(func: ast.AST, ctx) -> str | None:
    """``random``/``uniform`` when ``func`` is that function of the random
    module or a method of a generator made from it (``rng =
    random.Random(seed)``, then ``rng.uniform(0, 0.05)``)."""
    name = ctx.resolve(func)
    if name in ("random.random", "random.uniform"):
        return name[len("random."):]
    if type(func) is not ast.Attribute or type(func.value) is not ast.Name:
        return None
    made = ctx.semantic.assigned_at(func.value)
    generator = type(made) is ast.Call and ctx.resolve(made.func) in _GENERATORS
    return func.attr if generator and func.attr in ("random", "uniform") else None


def _upper_bound(node, ctx, depth: int) -> tuple[float, bool] | None:
    """The least upper bound of a non-negative delay expression, and whether
    the delay is drawn at random (``random.random()``, ``uniform(a, b)``);
    None when it cannot be read."""
    kind = type(node)
    if kind is ast.Constant:
        value = node.value
        if type(value) not in (int, float) or value < 0:
            return None
        return float(value), False
    if depth > 3:
        return None
    if kind is ast.Attribute and on_self(node) or kind is ast.Name:
        # `sleep(self.delay)` with `delay = 0.001` in the class, `sleep(TICK)`
        # with `TICK = 1e-4` in the module: the bound of every value it gets.
        if kind is ast.Name:
            _scope, bindings = ctx.semantic.binding_scope(node.id, ctx.semantic.scope_at(node))
            values = [binding.assigned for binding in bindings]
        else:
            values = ctx.semantic.values_on_self(node.attr, node)
        bounds = [_upper_bound(value, ctx, depth + 1) for value in values]
        if not bounds or None in bounds:
            return None
        return max(bound[0] for bound in bounds), any(bound[1] for bound in bounds)
    if kind is ast.Call and not node.args and not node.keywords:
        # ``random.random()`` is in [0, 1).
        return (1.0, True) if _random_function(node.func, ctx) == "random" else None
    if kind is ast.Call and len(node.args) == 2 and not node.keywords and (
        _random_function(node.func, ctx) == "uniform"
        and all(type(a) is ast.Constant and type(a.value) in (int, float) for a in node.args)
    ):
        # ``random.uniform(a, b)`` is between them: random, at most the larger.
        return float(max(a.value for a in node.args)), True
    if kind is ast.BinOp and type(node.op) in (ast.Div, ast.Mult):
        left = _upper_bound(node.left, ctx, depth + 1)
        right = node.right
        if left is None or type(right) is not ast.Constant:
            return None
        if type(right.value) not in (int, float) or right.value <= 0:
            return None
        scaled = left[0] / right.value if type(node.op) is ast.Div else left[0] * right.value
        return scaled, left[1]
    return None


def _delay(call: ast.Call) -> ast.AST | None:
    if call.args:
        return call.args[0]
    for keyword in call.keywords:
        if keyword.arg in _DELAY_KEYWORDS:
            return keyword.value
    return None


def sleep_function(call: ast.Call, ctx) -> str | None:
    """The dotted name of the sleep function ``call`` calls, zero-length
    yields to the event loop included, or None."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr not in _LAST_PARTS:
        return None
    name = ctx.call_name(call)
    return name if name in SLEEP_FUNCTIONS else None


def may_involve_sleep(call: ast.Call, ctx) -> bool:
    """Whether a call met by the walk can call a sleep or hand one on: its
    callee or an argument is named like a sleep function, or is a name the
    file bound to one so far (``ctx.may_name``). Most calls are
    neither, and need no name resolved."""
    return any(ctx.may_name(expression, _LAST_PARTS) for expression in (call.func, *call.args))


def sleep_name(call: ast.Call, ctx) -> str | None:
    """The dotted name of the sleep ``call`` makes, or None when it is no sleep
    (or only a zero-length yield to the event loop)."""
    name = sleep_function(call, ctx)
    if name is None:
        return None
    delay = _delay(call)
    if delay is None and name in _ZERO_BY_DEFAULT:
        return None
    if SLEEP_FUNCTIONS[name] and _waits_for_nothing(delay, ctx):
        return None
    if SLEEP_FUNCTIONS[name] and type(delay) is ast.Name and _zero_unless_given(delay, ctx):
        return None
    return name


_ZERO_AT_EVERY_CALL = "waiting.zero at every call"  # ctx.scratch key


def _zero_unless_given(delay: ast.Name, ctx) -> bool:
    """A delay parameter that every call in the file leaves at zero:
    ``async def stub(*args, seconds=0): await asyncio.sleep(seconds)``
    where no call gives ``seconds=``, or ``async def echo(what, when):
    await asyncio.sleep(when)`` where each call is ``echo(x, 0)``. The
    function must only be called where it is named (not handed on), so
    that the file shows every call."""
    binding, _scope = ctx.semantic.binding_at(delay)
    if binding is None or binding.kind != "parameter":
        return False
    function, name = binding.node, delay.id
    arguments = function.args
    for parameter, default in zip(arguments.kwonlyargs, arguments.kw_defaults):
        if parameter.arg == name:
            return _only_yields(default, ctx) and not any(
                keyword.arg == name for keyword in ctx.nodes_of(ast.keyword)
            )
    positional = [*arguments.posonlyargs, *arguments.args]
    index = next((i for i, p in enumerate(positional) if p.arg == name), None)
    if index is None or isinstance(function, ast.Lambda):
        return False
    known = ctx.scratch.setdefault(_ZERO_AT_EVERY_CALL, {})
    found = known.get((function, index))
    if found is None:
        found = known[(function, index)] = _zero_at_every_call(function, index, name, ctx)
    return found


def _zero_at_every_call(function, index: int, name: str, ctx) -> bool:
    """Every call of the function in the file leaves its ``index``-th
    parameter (``name``) at a delay that only yields."""
    arguments = function.args
    positional = [*arguments.posonlyargs, *arguments.args]
    default = next((d for p, d in parameter_defaults(arguments) if p.arg == name), None)
    nodes = ctx.semantic.nodes
    calls = nodes.calls_named(function.name)
    if not calls or nodes.mentions(function.name) != len(calls):
        return False  # handed on somewhere: calls the file does not show
    for call in calls:
        at = index - (type(call.func) is ast.Attribute and index > 0 and positional[0].arg in (
            "self", "cls"))
        if any(type(argument) is ast.Starred for argument in call.args):
            return False
        given = call.args[at] if at < len(call.args) else next(
            (keyword.value for keyword in call.keywords if keyword.arg == name), default
        )
        if given is None or not _only_yields(given, ctx):
            return False
    return True


def sleeps_passed_along(call: ast.Call, ctx) -> list:
    """Sleeps handed to another call to run, as in ``tg.start_soon(sleep, 1)``,
    ``to_thread.run_sync(time.sleep, 0.2)`` or ``executor.submit(time.sleep, 1)``:
    (the argument, its dotted name) for each, zero-length ones and ones handed
    on without a delay left out."""
    found = []
    for position, argument in enumerate(call.args):
        if isinstance(argument, ast.Attribute):
            if argument.attr not in _LAST_PARTS:
                continue
        elif not isinstance(argument, ast.Name):
            continue
        name = ctx.resolve(argument)
        if name not in SLEEP_FUNCTIONS:
            continue
        following = call.args[position + 1] if position + 1 < len(call.args) else None
        if following is None or SLEEP_FUNCTIONS[name] and _only_yields(following, ctx):
            # Every sleep takes its delay: a call given none with it does not
            # run it (``callable(time.sleep)``).
            continue
        found.append((argument, name))
    if found and any(keyword.arg == "clock" for keyword in call.keywords):
        return []  # `trio.run(sleep, 10, clock=MockClock())`: no real time passes
    return found


def real_timer_reason(call: ast.Call, ctx) -> str | None:
    """The reason of a ``# real-timer:`` comment on the call's lines or the line
    above ('' when the reason is empty), or None when there is no such comment."""
    end = getattr(call, "end_lineno", None) or call.lineno
    for line in range(max(call.lineno - 1, 1), end + 1):
        if "real-timer" not in ctx.lines[line - 1]:
            continue
        comment = ctx.comment(line)
        if comment is None:
            continue
        match = REAL_TIMER.search(comment)
        if match:
            return match.group("why").strip()
    return None


def on_a_fake_clock(ctx) -> bool:
    """Whether an enclosing function asks for a clock fixture (``mock_clock``,
    ``autojump_clock``) or opens a clock's ``with`` block (``with
    VirtualClock().patch_loop():``, around the sleep or around the tasks it
    starts), every function that calls the helper holding the sleep does,
    or the project runs its asynchronous tests on a loop of its own
    that keeps its own clock, or on looptime's fake time (see
    ``suite.event_loops``): the event loop's sleeps then cost no real time."""
    if any(_on_a_clock(scope, ctx) for scope in ctx.scopes):
        return True
    functions = [scope for scope in ctx.scopes if type(scope) in _DEFS]
    if functions and _every_caller_on_a_fake_clock(functions[-1], ctx):
        return True
    if functions and loop_time_faked_for(functions[0], ctx):
        return True
    return loop_clock_is_fake(ctx.module)


_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)


def _on_a_clock(scope, ctx) -> bool:
    arguments = getattr(scope, "args", None)
    if not isinstance(arguments, ast.arguments):
        return False
    every = (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
    return any(_FAKES.search(argument.arg) for argument in every) or _opens_a_clock(scope, ctx)


def _every_caller_on_a_fake_clock(function, ctx) -> bool:
    """A helper of the file (``async def ticks(period): ... await
    trio.sleep(period)``) that only functions on a fake clock call, and
    that is not handed on anywhere: its sleeps run on that clock."""
    known = ctx.scratch.setdefault(_CALLERS_ON_A_CLOCK, {})
    found = known.get(function)
    if found is None:
        known[function] = False  # a helper calling itself settles nothing
        calls = ctx.semantic.only_called(function)
        found = bool(calls) and all(_called_on_a_clock(call, function, ctx) for call in calls)
        known[function] = found
    return found


def _called_on_a_clock(call: ast.Call, function, ctx) -> bool:
    scope = ctx.semantic.scope_at(call)
    while scope is not None and scope.node is not ctx.tree:
        if scope.node is function:
            return False
        if _on_a_clock(scope.node, ctx):
            return True
        scope = scope.parent
    return False


_CALLERS_ON_A_CLOCK = "waiting.callers on a fake clock"  # ctx.scratch key


def _opens_a_clock(function, ctx) -> bool:
    """The function enters a context manager named for a clock (read once
    per function)."""
    known = ctx.scratch.setdefault(_CLOCK_BLOCKS, {})
    found = known.get(function)
    if found is None:
        found = known[function] = any(
            isinstance(node, (ast.With, ast.AsyncWith))
            and any(_CLOCK.search(ast.unparse(item.context_expr)) for item in node.items)
            for node in ctx.local_nodes(function)
        )
    return found


def a_callback_handed_on(call: ast.Call, ctx) -> bool:
    """``partial(asyncio.sleep, 0.1)`` written as a value in a literal or
    as an argument of another call (``{"after": partial(sleep, 0.1)}``
    handed to the code under test): a slow callback the other side runs."""
    if ctx.resolve(call.func) != "functools.partial" or ctx.current_function is None:
        return False
    parents = ctx.semantic.ancestors(call, ctx.current_function)
    return bool(parents) and type(parents[0]) in (
        ast.Dict, ast.List, ast.Tuple, ast.Set, ast.keyword, ast.Call
    )


def a_mock_here(where: ast.AST, name: str, ctx) -> bool:
    """The sleep runs inside ``with mock.patch("time.sleep"):`` or under
    ``@patch("time.sleep")`` on its function: it calls the mock, which
    takes no time."""
    function = ctx.current_function
    if function is None:
        return False
    for node in ctx.semantic.ancestors(where, function):
        if type(node) in (ast.With, ast.AsyncWith) and any(
            replaced_by_a_patch(name, item.context_expr, ctx.resolve) for item in node.items
        ):
            return True
    return any(
        replaced_by_a_patch(name, decorator, ctx.resolve)
        for scope in ctx.scopes for decorator in getattr(scope, "decorator_list", ())
    )


def replaced_for_every_test(name: str, ctx) -> bool:
    """Whether a module-level fixture the file sees (its own, a
    ``conftest.py`` above, a plugin) replaces the sleep ``name``
    (``monkeypatch.setattr("time.sleep", fake_time.tick)``,
    ``mocker.patch("time.sleep")``, also through a project module that
    imported it, ``patch("app.remote.asyncio.sleep")``) for every test, as
    an autouse fixture, or for this test, which asks for it by name: the
    sleeps there call the fake."""
    found = ctx.scratch.get(_REPLACED)
    if found is None:
        found = ctx.scratch[_REPLACED] = {}
        for module in fixture_modules(ctx.module):
            for fixture in defined_fixtures(module):
                if fixture.owner is None and fixture.name not in found:
                    found[fixture.name] = (
                        fixture.autouse, _replaced_in(fixture.function, module)
                    )
    test = next((scope for scope in ctx.scopes if type(scope) in _DEFS), None)
    asked = set(_parameters(test)) if test is not None else set()
    return any(
        name in replaced and (autouse or fixture in asked)
        for fixture, (autouse, replaced) in found.items()
    )


_REPLACED = "waiting.sleeps replaced by fixtures"  # ctx.scratch key


def _parameters(function) -> list[str]:
    arguments = function.args
    return [argument.arg for argument in (*arguments.posonlyargs, *arguments.args)]


def _replaced_in(function, module) -> frozenset[str]:
    """The sleeps a fixture replaces: by ``monkeypatch.setattr`` or a patch."""
    resolve = module.imports.resolve
    found = set()
    for node in walk_local(function):
        if type(node) is not ast.Call:
            continue
        found.update(name for name in SLEEP_FUNCTIONS if replaced_by_a_patch(name, node, resolve))
        target = node.args[0] if node.args else None
        if type(target) is ast.Constant and isinstance(target.value, str) and "." in target.value:
            if mock_member(node.func, resolve) == "patch":
                followed = canonical(target.value, module.path)
                if followed in SLEEP_FUNCTIONS:
                    found.add(followed)
    return frozenset(found)


def sleeps_forever(where: ast.AST, ctx) -> bool:
    """A sleep of infinite length (``trio.sleep(math.inf)``, ``float("inf")``):
    trio's ``sleep_forever()`` spelled out. It ends only when something
    cancels it, so it guesses no time; a wait nothing ends is TA102's."""
    if not isinstance(where, ast.Call) or not where.args:
        return False
    length = where.args[0]
    if type(length) in (ast.Name, ast.Attribute):
        return ctx.resolve(length) in _INFINITY
    return (
        type(length) is ast.Call and type(length.func) is ast.Name and length.func.id == "float"
        and len(length.args) == 1 and type(length.args[0]) is ast.Constant
        and str(length.args[0].value).strip().lower().lstrip("+") in ("inf", "infinity")
    )


_INFINITY = frozenset({"math.inf", "numpy.inf", "cmath.inf"})
