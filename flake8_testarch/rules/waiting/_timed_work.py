"""Sleeps that are the work a timer measures (TA101): in the block of a
timing context manager, in a function a timing decorator wraps, or handed
to a timer to run (pytest-benchmark's ``benchmark``). The test checks what
was measured; the sleep waits for nothing."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._time_limits import reads_clock
from flake8_testarch.rules.waiting._durations import literal_seconds
from flake8_testarch.syntax import attribute_chain, last_name, name_words, walk_local

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)

# What a context manager or decorator that times its block is called
# (``gauge.time()``, ``Timer()``, ``stopwatch()``, ``measure()``).
_TIMING = frozenset({
    "time", "timer", "timed", "timeit", "timing", "measure", "stopwatch", "benchmark",
    "profile", "profiler", "profiling",
})
# A profiler (``silk_profile(...)``, ``cProfile.Profile()``) measures its block too.
_TIMER_WORDS = frozenset({"timer", "stopwatch", "benchmark", "profile", "profiler"})


def timed_workload(where: ast.AST, ctx) -> bool:
    """The sleep is the work a timer measures: it runs in the block of a
    timing context manager (``with histogram.time(): time.sleep(0.01)``) or
    in a function a timing decorator wraps (``@summary.time()``). The test
    checks what was measured; the sleep waits for nothing."""
    functions = [scope for scope in ctx.scopes if isinstance(scope, _FUNCTIONS)]
    if not functions:
        return False
    own = functions[-1]
    if any(_times(decorator) for decorator in getattr(own, "decorator_list", ())):
        return True
    holders = ctx.semantic.ancestors(where, own)
    if _between_clock_reads(where, holders, ctx):
        return True
    return any(
        isinstance(node, (ast.With, ast.AsyncWith))
        and (any(
            _times(item.context_expr) or _times(item.optional_vars) for item in node.items
            if item.optional_vars is None or type(item.optional_vars) is ast.Name
        ) or _length_checked_on_its_manager(node, where, ctx))
        # `benchmark(partial(time.sleep, 0.01))`: handed to what times it
        or type(node) is ast.Call and node is not where and _times(node)
        for node in holders
    )


def _times(expression: ast.AST | None) -> bool:
    """A timer, called or used bare (``@benchmark``), by its name or its
    receiver's (``benchmark.pedantic(...)``), or by the last word of its
    name (``SystemClockTimer()``, ``with ... as timer:``)."""
    if expression is None:
        return False
    target = expression.func if type(expression) is ast.Call else expression
    if type(target) is ast.Attribute and type(target.value) is ast.Name and (
        target.value.id.lower() in _TIMING
    ):
        return True
    name = last_name(target) or ""
    if name.lower() in _TIMING:
        return True
    # `SystemClockTimer()`: named for a timer by its last word (not "time",
    # which ends `freeze_time` too).
    words = name_words(name)
    return bool(words) and words[-1].lower() in _TIMER_WORDS


def _between_clock_reads(where: ast.AST, holders: list[ast.AST], ctx) -> bool:
    """The sleep, as a statement, is measured: it follows ``start =
    time.perf_counter()`` and a later statement of its block takes
    ``start`` from a clock read again (``duration = time.perf_counter() -
    start``), or comes after a timer started (``stats =
    statistics.start_timer("op")``) and before a statement of its block
    that stops it; or a compound statement that holds it alone is
    measured so (``t0 = loop.time()``, then ``async with timeout(None):
    await work()``), or, in a function of the file only called, every call
    of it is. The code measures how long the sleep took. ``holders``: the nodes
    holding the sleep, innermost first."""
    if holders and type(holders[0]) is ast.Await:
        where, holders = holders[0], holders[1:]
    if not holders or type(holders[0]) is not ast.Expr or holders[0].value is not where:
        return False
    return _measured(holders[0], ctx, 0)


def _measured(statement: ast.stmt, ctx, depth: int) -> bool:
    """The statement, or one holding it (and nothing else) in its function,
    sits where its block measures it; or the function is only called, each
    call measured."""
    while True:
        holder, block, at = ctx.semantic.block_of(statement)
        if at < 0:
            return False
        if _measured_at(block, at, ctx, type(holder) in _LOOPS):
            return True
        if type(holder) in (ast.FunctionDef, ast.AsyncFunctionDef):
            break
        if type(holder) in (ast.Module, ast.ClassDef) or len(block) > 1:
            return False  # the statement holding it measures more than the sleep
        statement = holder
    calls = ctx.semantic.only_called(holder) if depth < _CALLER_DEPTH else []
    return bool(calls) and all(_measured_call(call, ctx, depth + 1) for call in calls)


# How many calls up a measured call is looked for.
_CALLER_DEPTH = 2


def _measured_call(call: ast.Call, ctx, depth: int) -> bool:
    holders = ctx.semantic.ancestors(call, ctx.tree, through_definitions=True)
    statement = next((holder for holder in holders if isinstance(holder, ast.stmt)), None)
    return statement is not None and _measured(statement, ctx, depth)


_LOOPS = (ast.For, ast.AsyncFor, ast.While)


def _measured_at(block: list[ast.stmt], at: int, ctx, loop_body: bool = False) -> bool:
    """Measured where it sits in its block: between a timer's start and
    stop, or right after ``start = clock()`` that a later statement takes
    from the clock again; in a loop's body, also one before it, in the next
    round (``since = clock() - previous`` first, ``previous = clock()`` and
    the sleep last)."""
    # What each block starts, stops and takes from the clock is read once:
    # a test of many sleeps would otherwise reread its block for each.
    blocks = ctx.scratch.setdefault("TA101.timed_blocks", {})
    marks = blocks.get(id(block))
    if marks is None:
        marks = blocks[id(block)] = _TimerMarks(block, ctx)
    if marks.first_start < at:
        return marks.last_stop > at
    start = _clock_read_into(block[at - 1], ctx) if at > 0 else None
    if start is None:
        return False
    return marks.last_taken_from_clock(start) > at or loop_body and (
        0 <= marks.first_taken_from_clock(start) < at - 1
    )


class _TimerMarks:
    """Where, in one block, a timer first starts, where one last stops, and
    the last statement that takes a name from a clock read."""

    def __init__(self, block: list[ast.stmt], ctx):
        starts = [at for at, statement in enumerate(block) if _starts_a_timer(statement)]
        stops = [at for at, statement in enumerate(block) if _stops_a_timer(statement)]
        self.first_start = starts[0] if starts else len(block)
        self.last_stop = stops[-1] if stops else -1
        self._block, self._ctx = block, ctx
        self._taken: dict[str, list[int]] | None = None

    def last_taken_from_clock(self, name: str) -> int:
        """The position of the last statement that takes ``name`` from a
        clock read, -1 for none (the block is read when first asked)."""
        return self._positions(name)[-1]

    def first_taken_from_clock(self, name: str) -> int:
        return self._positions(name)[0]

    def _positions(self, name: str) -> list[int]:
        if self._taken is None:
            self._taken = {}
            read_into: set[str] = set()  # names a clock read of the block went to so far
            for at, statement in enumerate(self._block):
                for taken in _taken_from_the_clock(statement, self._ctx, read_into):
                    self._taken.setdefault(taken, []).append(at)
                into = _clock_read_into(statement, self._ctx)
                if into is not None:
                    read_into.add(into)
        return self._taken.get(name, [-1])


def _starts_a_timer(statement: ast.AST) -> bool:
    """``stats = statistics.start_timer("op")``, ``timer.start()``, or a
    timer made and kept (``timer = collector.get_timer("op")``, started as
    it is made, its ``stop()`` later giving the time)."""
    value = getattr(statement, "value", None)
    if type(statement) is ast.Assign and type(value) is ast.Call and (
        "timer" in (word.lower() for word in name_words(last_name(value.func) or ""))
    ):
        return True
    return _timer_call(statement, "start")


def _stops_a_timer(statement: ast.AST) -> bool:
    """``stats.stop_timer(...)``, ``timer.stop()``."""
    return _timer_call(statement, "stop")


def _timer_call(statement: ast.AST, verb: str) -> bool:
    """A call made as a statement or assigned, named ``<verb>_timer`` or
    ``<verb>`` on a receiver named for a timer."""
    value = getattr(statement, "value", None)
    if type(statement) not in (ast.Expr, ast.Assign) or type(value) is not ast.Call:
        return False
    func = value.func
    words = name_words(last_name(func) or "")
    if words[:1] == (verb,) and "timer" in words:
        return True
    return words == (verb,) and type(func) is ast.Attribute and _times(func.value)


def _clock_read_into(statement: ast.AST, ctx) -> str | None:
    """The name a clock read is assigned to (``start = time.monotonic()``)."""
    if (
        type(statement) is ast.Assign and len(statement.targets) == 1
        and type(statement.targets[0]) is ast.Name and type(statement.value) is ast.Call
        and reads_clock(statement.value, ctx.resolve)
    ):
        return statement.targets[0].id
    return None


def _taken_from_the_clock(statement: ast.AST, ctx, read_into=frozenset()) -> list[str]:
    """The names a statement subtracts from a clock read
    (``time.monotonic() - start``), also from a later read kept in a name
    of ``read_into``, part by part (``after = os.times()``, then
    ``after.user - before.user``)."""
    taken = []
    for node in walk_local(statement):
        if type(node) is not ast.BinOp or type(node.op) is not ast.Sub:
            continue
        earlier, _parts = attribute_chain(node.right)
        if earlier is None:
            continue
        if type(node.left) is ast.Call:
            # `time.monotonic() - start`: the clock read again, minus a name
            if type(node.right) is ast.Name and reads_clock(node.left, ctx.resolve):
                taken.append(earlier.id)
            continue
        # `after.user - before.user`: a later read's part minus an earlier one's
        later, _parts = attribute_chain(node.left)
        if later is not None and later.id in read_into and later.id != earlier.id:
            taken.append(earlier.id)
    return taken


def _length_checked_on_its_manager(block: ast.AST, where: ast.AST, ctx) -> bool:
    """``with chronometer:`` or ``with Chronometer() as c:`` around the
    sleep, then a check that compares what the manager holds with about the
    sleep's length (``assert 0.1 <= c.seconds < 0.11``, also through a name
    taken from it, ``seconds = float(c)``): whatever its name, the manager
    measured the sleep."""
    seconds = literal_seconds(where.args[0]) if type(where) is ast.Call and where.args else None
    if not seconds:
        return False
    names = {
        item.optional_vars.id if type(item.optional_vars) is ast.Name else item.context_expr.id
        for item in block.items
        if type(item.optional_vars) is ast.Name or type(item.context_expr) is ast.Name
    }
    _holder, statements, at = ctx.semantic.block_of(block)
    for statement in statements[at + 1:] if names and at >= 0 else ():
        if type(statement) is ast.Assign and _reads(statement.value, names):
            names |= {target.id for target in statement.targets if type(target) is ast.Name}
        for node in walk_local(statement):
            # A measured time is checked against bounds, never for equality.
            if type(node) is ast.Compare and _reads(node, names) and all(
                type(op) in _BOUNDS for op in node.ops
            ) and any(
                type(inner) is ast.Constant and type(inner.value) in (int, float)
                and seconds / 2 <= inner.value <= seconds * 2
                for inner in ast.walk(node)
            ):
                return True
    return False


_BOUNDS = (ast.Lt, ast.LtE, ast.Gt, ast.GtE)


def _reads(expression: ast.AST, names: set[str]) -> bool:
    return any(type(node) is ast.Name and node.id in names for node in ast.walk(expression))
