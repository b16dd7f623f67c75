"""Timers a test sets on the code under test: a time to live or a timeout it
gives as a literal (``r.set(key, value, px=20)``, ``r.expire(key, 1)``,
``cache.set(key, value, 1)``,
``enqueue(job, result_ttl=1)``, ``Server(timeout=0.5)``, ``Timeout(2)``), read once per
function. TA103 reads an absence that follows one as the outcome time brings
about; TA101 reads a sleep at least as long as one as waiting the timer out.
"""

from __future__ import annotations

import ast

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.rules.waiting._durations import literal_seconds
from flake8_testarch.rules.waiting._name_uses import index_of
from flake8_testarch.rules.waiting._sleeps import sleep_function
from flake8_testarch.suite.vocabulary import PER_TEST_SETUP_HOOKS
from flake8_testarch.syntax import dotted_name, last_name, on_self, walk_local

# Calls that give something a time to live, by their last name, and the
# keywords that do (Redis' ``ex``/``px``/``exat``/``pxat``, ``ttl``, ``result_ttl``,
# a cookie's or cache entry's ``max_age``).
EXPIRY_CALL = lazy_compile(r"(?i)expire|ttl|^p?setex$")
EXPIRY_KEYWORD = lazy_compile(
    r"(?i)(ex|px|exat|pxat)|\w*(ttl|expir\w*|lifetime)|(\w+_)?lease(_\w+)?|(\w+_)?max_?age"
)
# The cache protocol's writes (Django's cache, cachelib, aiocache, diskcache):
# the position of the time to live among their arguments, as in
# ``cache.set(key, value, 30)`` and ``cache.touch(key, 30)``.
_CACHE_TTL_POSITION = {"set": 2, "add": 2, "set_many": 1, "touch": 1}
# Keywords that set a timeout, interval, wait or delay on what the test
# drives (``job_completion_wait=0.5``, ``retry_delay=0.1``).
# Also a setting named for its unit (``startsecs=``, ``grace_seconds=``; not
# a bare ``seconds=``, a duration handed over rather than a setting), or
# a time of a phase (``on_time=``, ``fade_in_time=``: how long it lasts).
_TIMEOUT_KEYWORD = lazy_compile(
    r"(?i)\w*(timeout|interval|period|window|wait|delay|backoff|heartbeat|threshold)\w*"
    r"|\w+secs|\w+_seconds|\w+_time"
)
# Keywords holding several timers by name: ``timers={"sweep": 1}``.
_TIMERS_KEYWORD = lazy_compile(r"(?i)\w*timers")
# Callees named for a timer, whose first argument is its length
# (``Timeout(2)``, ``TimeoutDict(0.2)``).
_SETTER = lazy_compile(r"_?set_(\w+)")
_TIMER_CALL = lazy_compile(r"(?i)\w*(timeout|timer|deadline)(dict|map|cache|queue|set)?")
# Names that count in milliseconds: ``px=``, ``pexpire``, ``psetex``, ``*_ms``,
# ``serverSelectionTimeoutMS``.
_MILLISECONDS = lazy_compile(r"(?i)^p(x|expire\w*|setex)$|_ms$|millis|(?-i:[a-z]MS$)")
# Names that say seconds: ``ex=``, ``seconds``, ``*_s``, ``*_secs``.
_SECONDS = lazy_compile(r"(?i)^ex$|sec|_s$")
# Names of a recurring timer: ``flush_interval``, ``poll_period``.
_INTERVAL = lazy_compile(r"(?i)interval|period")
# Callees named for a wait the test makes itself (``wait_for``, ``poll_until``).
_WAIT_CALL = lazy_compile(r"(?i)_*(wait|poll|until|eventually|retry)")


class Timers:
    """The timers one function sets: the first line that gives something a
    time to live, and every literal duration it hands over, in seconds, with
    its line."""

    def __init__(self, nodes: list[ast.AST], parameters=None, forwarded=None):
        """``nodes``: the function's own nodes (``FileContext.local_nodes``);
        ``parameters(call)``: the names of the parameters a call's
        positional arguments go to, as its definition reads
        (``RedLock(cache, key, 0.1)`` gives ``lease`` 0.1);
        ``forwarded(call, name)``: the setting a helper of the file hands
        its parameter ``name`` on as (``flush`` given as ``flush_interval=``)."""
        self._parameters = parameters
        self._forwarded = forwarded
        self.first_expiry: int | None = None
        self.durations: list[tuple[int, float]] = []
        # Lines where a time to live of a length the linter cannot read was set.
        self.unknown_expiries: list[int] = []
        # Durations the function names first (`expire_soon = timedelta(seconds=1)`).
        self._named = {
            node.targets[0].id: node.value for node in nodes
            if type(node) is ast.Assign and len(node.targets) == 1
            and type(node.targets[0]) is ast.Name and literal_seconds(node.value) is not None
        }
        for node in nodes:
            if isinstance(node, ast.Call):
                self._read(node)
            elif type(node) is ast.Constant and type(node.value) is str and "=" in node.value:
                # `url + "?timeout=5"`: a setting handed over in a URL's query
                for name, value in _QUERY_SETTING.findall(node.value):
                    self._setting(node.lineno, name, ast.Constant(float(value)))
            elif type(node) is ast.Dict or type(node) is ast.Assign:
                # `{"expiration_time": 0.5}`, `config.keep_alive_timeout = 0.01`
                for name, value in _settings(node):
                    self._setting(node.lineno, name, value)
            for field in _BLOCKS:
                block = getattr(node, field, None)
                if type(block) is list:
                    self._read_decorators(block)

    def _read_decorators(self, block: list) -> None:
        """``@cached(ttl=2) def fn()`` in the function: the decorator runs
        where the nested definition is made (its body does not)."""
        for statement in block:
            if type(statement) in _NESTED_DEFINITIONS:
                for decorator in statement.decorator_list:
                    for inner in ast.walk(decorator):
                        if type(inner) is ast.Call:
                            self._read(inner)

    def _read(self, call: ast.Call) -> None:
        name = last_name(call.func)
        if name in _PATCHES and _patches_a_time_to_live(call, name):
            self._expiry_at(call.lineno)
            self.unknown_expiries.append(call.lineno)
        if name in _PATCHES:
            # `patch.object(handler, "RESPONSE_TIMEOUT", 0.1)`: a timer of the
            # code under test set to a length the test gives.
            patched = _patched_setting(call, name)
            if patched is not None:
                self._setting(call.lineno, *patched)
        if EXPIRY_CALL.search(name):
            self._expiry_at(call.lineno)
            # `expire(key, 1)`, `setex(key, 1, value)`: the duration is the second argument
            if len(call.args) >= 2:
                self._duration(call.lineno, call.args[1], name)
        position = _CACHE_TTL_POSITION.get(name)
        if position is not None and len(call.args) == position + 1:
            if literal_seconds(call.args[position]) is not None:
                self._expiry_at(call.lineno)
                self._duration(call.lineno, call.args[position], name)
        if call.args and _TIMER_CALL.fullmatch(name):
            # `Timeout(2)`, `threading.Timer(0.2, fire)`, `sock.settimeout(1)`:
            # a callee named for a timer takes its length first.
            self._duration(call.lineno, call.args[0], name)
        set_by_setter = _set_by_setter(call, name or "")
        if set_by_setter is not None:
            self._setting(call.lineno, *set_by_setter)
        pacing_its_own_wait = bool(_WAIT_CALL.match(name or ""))
        for keyword in call.keywords:
            setting = keyword.arg
            if pacing_its_own_wait and setting and _INTERVAL.search(setting):
                # `wait_for(done, 10, period=0.2)`: how often the test's own
                # wait looks, not a timer of the code under test
                continue
            if self._forwarded is not None and setting and not _is_timer_setting(setting) and (
                literal_seconds(keyword.value) is not None
            ):
                # `new_reporter(flush=0.01)` where the helper passes
                # `flush_interval=flush` on: a timer all the same.
                setting = self._forwarded(call, setting) or setting
            self._setting(call.lineno, setting, keyword.value)
        for value in _arguments(call):
            if not _named_for_a_time_to_live(value):
                continue
            self._expiry_at(call.lineno)
            given = value.args[0] if type(value) is ast.Call and len(value.args) == 1 else None
            if given is not None and literal_seconds(given) is not None:
                # `register(check=Check.ttl("100ms"))`: a time to live of that length
                self._duration(call.lineno, given, last_name(value.func))
            else:
                # `storage.incr(key, limit.get_expiry())`: a time to live handed
                # over under its name, of a length the linter cannot read.
                self.unknown_expiries.append(call.lineno)
        if self._parameters is not None and any(
            literal_seconds(argument) is not None for argument in call.args
        ):
            for parameter, argument in zip(self._parameters(call), call.args):
                self._setting(call.lineno, parameter, argument)

    def _setting(self, line: int, name: str | None, value: ast.AST) -> None:
        """A setting given on ``line`` as a keyword, a dict key or an
        attribute written: a time to live (``ex``, ``ttl``,
        ``expiration_time``) or a timeout or interval."""
        if not name:
            return
        if type(value) is ast.Dict and _TIMERS_KEYWORD.fullmatch(name):
            for each in value.values:
                self._duration(line, each, name)
            return
        if EXPIRY_KEYWORD.fullmatch(name):
            self._expiry_at(line)
            self._duration(line, value, name)
        elif _TIMEOUT_KEYWORD.fullmatch(name):
            self._duration(line, value, name)

    def _expiry_at(self, line: int) -> None:
        if self.first_expiry is None or line < self.first_expiry:
            self.first_expiry = line

    def _duration(self, line: int, value: ast.AST, name: str) -> None:
        if type(value) is ast.IfExp:
            # `timeout=(0.01 if odd else 60)`: each branch sets some timers.
            self._duration(line, value.body, name)
            self._duration(line, value.orelse, name)
            return
        if type(value) is ast.Name:
            value = self._named.get(value.id, value)
        seconds = literal_seconds(value)
        if seconds is not None and seconds > 0:
            if _MILLISECONDS.search(name):
                seconds /= 1000
            elif not _SECONDS.search(name) and type(value) is ast.Constant and (
                seconds >= 1000 or seconds >= 50 and type(value.value) in (int, float)
                and float(seconds).is_integer() and _INTERVAL.search(name)
            ):
                # No unit in the name, and a whole thousand or more, or a
                # plain whole fifty or more for an interval: read it as
                # milliseconds too (``Rate(5, 1000)``,
                # ``auto_flush_interval=100``); a test does not set a timer
                # of a quarter hour, or one that fires once a minute or
                # two, and then sleep a moment.
                self.durations.append((line, seconds / 1000))
            self.durations.append((line, seconds))

    def expires_before(self, line: int) -> bool:
        return self.first_expiry is not None and self.first_expiry < line

    def outlasted_by(self, line: int, seconds: float) -> bool:
        """A timer set before ``line`` that a wait of ``seconds`` outlasts, or
        a time to live set before it whose length cannot be read (a patched
        ``REPLY_QUEUE_TTL``): the wait is taken to wait that out."""
        return any(at < line and duration <= seconds for at, duration in self.durations) or any(
            at < line for at in self.unknown_expiries
        )


_PATCHES = frozenset({"patch", "object", "setattr"})
# What a value named for a time to live is called: ``ttl``, ``key_ttl``,
# ``expiry``, ``get_expiry()``, ``self.expiration``.
_TIME_TO_LIVE_VALUE = lazy_compile(
    r"(?i)(\w+_)?(ttl|expiry|expiration|expires?_(in|after)|release_time|lifetime)"
)
# A setting written into a URL's query or a connection string: `timeout=5`.
_QUERY_SETTING = lazy_compile(r"(?:^|[?&;,\s])([A-Za-z_]\w*)=(\d+(?:\.\d+)?)(?=$|[&;,\s])")


def _arguments(call: ast.Call):
    yield from call.args
    for keyword in call.keywords:
        yield keyword.value


def _named_for_a_time_to_live(value: ast.AST) -> bool:
    """A call or attribute named for a time to live (``limit.get_expiry()``,
    ``settings.ttl``); a bare name is left out, as it is as often a value
    read back (``for ttl in r.ttl(...)``) as one handed over."""
    if type(value) is ast.Call:
        value = value.func
    elif type(value) is not ast.Attribute:
        return False
    return bool(_TIME_TO_LIVE_VALUE.fullmatch(last_name(value) or ""))


_NESTED_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_BLOCKS = ("body", "orelse", "finalbody")
_SETTINGS = "waiting.timer settings"  # ctx.scratch key
# A file that writes none of these words gives no timer setting.
_SETTING_WORDS = lazy_compile(
    r"(?i)timeout|interval|_wait|\bwait|delay|heartbeat|threshold|timers|ttl|expir|max_?age"
    r"|lifetime|secs|_seconds"
    r"|\b(ex|px|exat|pxat)\b"
)


def timer_settings(ctx) -> frozenset[str]:
    """The names the file gives the code under test as a time to live or
    timeout setting, wherever it does (a fixture, a helper):
    ``config.keep_alive_timeout = KEEP_ALIVE_TIMEOUT``,
    ``Server(timeout=LIMIT)``, ``{"expiration_time": EXPIRY}``. Read once
    per file."""
    found = ctx.scratch.get(_SETTINGS)
    if found is None and _SETTING_WORDS.search(ctx.text) is None:
        found = ctx.scratch[_SETTINGS] = frozenset()
    if found is None:
        names = set()
        for node in ctx.nodes_of(ast.keyword, ast.Assign, ast.Dict, ast.Call):
            for setting, value in _settings(node):
                if _is_timer_setting(setting):
                    names.update(_whole_names(value))
        found = ctx.scratch[_SETTINGS] = frozenset(names)
    return found


def _whole_names(value: ast.AST) -> set[str]:
    """The dotted names a value reads, each whole (``self.saved_interval``,
    not ``self`` besides it)."""
    parts = {id(node.value) for node in ast.walk(value) if type(node) is ast.Attribute}
    return {
        dotted for node in ast.walk(value)
        if id(node) not in parts and (dotted := dotted_name(node))
    }


def _is_timer_setting(name: str | None) -> bool:
    return bool(name) and bool(EXPIRY_KEYWORD.fullmatch(name) or _TIMEOUT_KEYWORD.fullmatch(name))


def _set_by_setter(call: ast.Call, called: str) -> tuple[str, ast.AST] | None:
    """(setting, value) a setter call gives: ``client._set_retry_delay(0.25)``
    sets ``retry_delay``."""
    setter = _SETTER.fullmatch(called)
    if setter is None or len(call.args) != 1:
        return None
    return setter.group(1), call.args[0]


def _settings(node: ast.AST):
    """(setting name, value) pairs a node gives."""
    if type(node) is ast.keyword:
        yield node.arg, node.value
    elif type(node) is ast.Assign:
        for target in node.targets:
            if type(target) is ast.Attribute:
                yield target.attr, node.value
    elif type(node) is ast.Call:
        # `TimeoutDict(timeout)`: a callee named for a timer takes its length first.
        called = last_name(node.func) or ""
        if node.args and _TIMER_CALL.fullmatch(called):
            yield "timeout", node.args[0]
        set_by_setter = _set_by_setter(node, called)
        if set_by_setter is not None:
            yield set_by_setter
    else:
        for key, value in zip(node.keys, node.values):
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                # A configuration's dotted key names its setting last
                # (``"server.socket_timeout"``).
                yield key.value.rpartition(".")[2], value


def waits_out_a_setting(expression: ast.AST, ctx) -> bool:
    """Whether a duration is worked out from a timer setting the file gives
    the code under test (``asyncio.sleep(2 * KEEP_ALIVE_TIMEOUT)`` where a
    fixture set ``config.keep_alive_timeout = KEEP_ALIVE_TIMEOUT``), or
    from a value named for a time to live (``sleep(ttl)``,
    ``sleep(limit.get_expiry() + 0.1)``): it waits that time out."""
    names = [node for node in ast.walk(expression) if type(node) in (ast.Name, ast.Attribute)]
    if any(_TIME_TO_LIVE_VALUE.fullmatch(last_name(node)) for node in names):
        return True
    # `3 * spinner._interval`: a timer read off the code's own object (not
    # the test's, `self.delay`), whatever set it.
    if any(map(_the_codes_timer, names)):
        return True
    # `seconds = conn.get_timeout()` then `sleep(seconds)`: the same timer,
    # read into a name first.
    for node in names:
        if type(node) is ast.Name:
            value = ctx.semantic.assigned_at(node)
            if type(value) is ast.Call and _the_codes_timer(value.func):
                return True
    settings = timer_settings(ctx)
    if settings and any(dotted_name(node) in settings for node in names):
        return True
    return any(type(node) is ast.Name and _handed_as_a_timer(node, ctx) for node in names)


def _handed_as_a_timer(name: ast.Name, ctx) -> bool:
    """The file hands the value a name holds positionally to a parameter
    named for a timer in the definition of a callee of the code under test
    (``wait = 15``, then ``debounce(func, wait)`` with ``def debounce(func,
    wait)``): the same binding, not another of the same name. Read once per
    binding."""
    binding = ctx.semantic.binding_at(name)[0]
    if binding is None:
        return False
    known = ctx.scratch.setdefault(_HANDED, {})
    if binding not in known:
        known[binding] = any(
            type(call) is ast.Call and argument in call.args
            and ctx.semantic.binding_at(argument)[0] == binding
            and _is_timer_setting(_parameter(call, call.args.index(argument), ctx))
            for call, argument in index_of(ctx).handed.get(name.id, ())
        )
    return known[binding]


def _parameter(call: ast.Call, index: int, ctx) -> str | None:
    """The callee's name for a positional argument, when the callee is the
    code under test's (a helper of the file names the test's own values)
    and not a sleep (``sleep(delay)`` is the wait itself)."""
    if ctx.semantic.called_definition(call.func, ctx.semantic.scope_at(call)) is not None:
        return None
    parameters = _parameters_of(ctx)(call)
    return parameters[index] if index < len(parameters) else None


_HANDED = "waiting.names handed as timers"  # ctx.scratch key


def _the_codes_timer(node: ast.AST) -> bool:
    """An attribute of the code's own object named for a timer (not the
    test's, ``self.delay``): ``spinner._interval``, ``conn.get_timeout``."""
    return (
        type(node) is ast.Attribute and not on_self(node)
        and _TIMEOUT_KEYWORD.fullmatch(node.attr.strip("_")) is not None
    )


def _patched_name(call: ast.Call, name: str) -> tuple[str, int] | None:
    """The last part of the name a patch call replaces, as written
    (``patch("m.TIMEOUT", ...)``, ``patch.object(m, "TIMEOUT", ...)``,
    ``setattr(m, "TIMEOUT", ...)``), and the position of that argument."""
    position = 0 if name == "patch" else 1
    if len(call.args) <= position:
        return None
    target = call.args[position]
    if not (isinstance(target, ast.Constant) and isinstance(target.value, str)):
        return None
    return target.value.rpartition(".")[2], position


def _patched_setting(call: ast.Call, name: str) -> tuple[str, ast.AST] | None:
    """(the attribute's name, the value given) of a patch call (``new=``
    too); None when either is not written out."""
    patched = _patched_name(call, name)
    if patched is None:
        return None
    attribute, position = patched
    given = call.args[position + 1] if len(call.args) > position + 1 else next(
        (keyword.value for keyword in call.keywords if keyword.arg == "new"), None
    )
    return (attribute.lower(), given) if given is not None else None


def _patches_a_time_to_live(call: ast.Call, name: str) -> bool:
    """``@patch("app.rpc.REPLY_QUEUE_TTL", new=100)``,
    ``patch.object(rpc, "REPLY_QUEUE_TTL", 100)``,
    ``monkeypatch.setattr(rpc, "CACHE_EXPIRY", 1)``: the test shortens a time
    to live of the code under test."""
    patched = _patched_name(call, name)
    return patched is not None and EXPIRY_KEYWORD.fullmatch(patched[0]) is not None


def timers(function: ast.AST, ctx) -> Timers:
    known = ctx.scratch.setdefault("waiting.timers", {})
    found = known.get(function)
    if found is None:
        # The function's own decorators set timers before it runs:
        # `@with_connection_options(statement_lifetime=0.5)`.
        decorated = [
            node for decorator in getattr(function, "decorator_list", ())
            for node in ast.walk(decorator)
        ]
        nodes = [*decorated, *ctx.local_nodes(function)] if decorated else ctx.local_nodes(function)
        found = known[function] = Timers(nodes, _parameters_of(ctx), _forwarding(ctx))
    return found


def setup_timers(ctx) -> list[Timers]:
    """The times to live and module constants the per-test setup of the
    enclosing class writes before each test (``self.expires_in = 1`` for
    the mapping ``setUp`` builds, ``ice.CONSENT_INTERVAL = 1``). Its other
    timeouts (``server.socket_timeout = 0.1``) are not what a later sleep
    waits out."""
    cls = next((scope for scope in reversed(ctx.scopes) if type(scope) is ast.ClassDef), None)
    if cls is None:
        return []
    found = ctx.scratch.setdefault(_SETUP_TIMERS, {})
    if cls not in found:
        found[cls] = [
            Timers([
                node for node in walk_local(method)
                if type(node) is ast.Assign and all(
                    type(target) is ast.Attribute
                    and (target.attr.isupper() or EXPIRY_KEYWORD.fullmatch(target.attr))
                    for target in node.targets
                )
            ])
            for method in cls.body
            if type(method) in (ast.FunctionDef, ast.AsyncFunctionDef)
            and method.name in PER_TEST_SETUP_HOOKS
        ]
    return found[cls]


_SETUP_TIMERS = "waiting.timers of the per-test setup"  # ctx.scratch key


def _forwarding(ctx):
    """``Timers``' ``forwarded``: the timer setting a function of the file
    gives as the value of its parameter (``flush_interval=flush``, or
    ``self.flush_interval = flush``)."""
    def forwarded(call: ast.Call, name: str) -> str | None:
        helper = ctx.semantic.called_definition(call.func, ctx.scope)
        if type(helper) not in (ast.FunctionDef, ast.AsyncFunctionDef):
            return None
        for node in walk_local(helper):
            if type(node) not in (ast.keyword, ast.Assign):
                continue
            for setting, value in _settings(node):
                if type(value) is ast.Name and value.id == name and _is_timer_setting(setting):
                    return setting
        return None

    return forwarded


def _parameters_of(ctx):
    """``FileContext.positional_parameters``, but none for a sleep: its own
    length (``sleep(delay)``, as a project that defines it names it) is
    the wait, not a timer of the code under test."""
    def parameters(call: ast.Call) -> list[str]:
        return [] if sleep_function(call, ctx) else ctx.positional_parameters(call)

    return parameters
