"""The event loop a project's asynchronous tests run on, when the test modules
replace pytest-asyncio's own: a ``pytest_asyncio_loop_factories`` hook, or an
``event_loop`` / ``event_loop_policy`` fixture, in the file itself or in a
``conftest.py`` or plugin module it sees.

asyncio schedules every sleep and timeout by ``loop.time()``. A loop class of
the project that defines its own ``time`` keeps a clock of its own (a virtual
clock that jumps to the next timer), so sleeps on that loop take no real
time. So do the tests a hook runs itself, handing the runner a clock
(``trio.run(partial(item.obj, **kw), clock=MockClock(autojump_threshold=0))``
in a ``pytest_runtest_call`` hookwrapper), and so do the loops of a library
known to keep virtual time (``async_solipsism.EventLoopPolicy()`` returned
by an ``event_loop_policy`` fixture). Modules are read from disk, never
imported.
"""

from __future__ import annotations

import ast

from flake8_testarch.project.classes import ancestors, definition_named
from flake8_testarch.project.modules import ModuleView
from flake8_testarch.project.roots import project_only
from flake8_testarch.suite.collection import fixture_spec
from flake8_testarch.suite.fixtures import fixture_modules
from flake8_testarch.suite.vocabulary import VIRTUAL_TIME_LOOP_LIBRARIES

# pytest-asyncio's hook that names the loops the tests run on, and the
# fixtures that hand it a loop or a policy that makes loops.
_LOOP_HOOKS = frozenset({"pytest_asyncio_loop_factories"})
_LOOP_FIXTURES = frozenset({"event_loop", "event_loop_policy"})
_BASE_DEPTH = 4  # base classes followed up from the loop class
# The hooks that call the test function, where a project can run it itself.
_RUNNING_HOOKS = frozenset({"pytest_runtest_call", "pytest_pyfunc_call"})


def loop_clock_is_fake(module: ModuleView) -> bool:
    """Whether the event loop the module's asynchronous tests run on is one
    of the project's own classes that keeps its own clock, or a loop of a
    library that keeps virtual time."""
    return any(
        _installs_own_clock(source) or _installs_a_virtual_time_loop(source)
        for source in fixture_modules(module)
    )


def loop_fails_endless_waits(module: ModuleView) -> bool:
    """Whether the module's asynchronous tests run on a library's loop that
    fails a test that would wait forever (async_solipsism's, handed over by
    an ``event_loop_policy`` fixture): an unbounded wait cannot hang them."""
    return any(_installs_a_virtual_time_loop(source) for source in fixture_modules(module))


def _installs_a_virtual_time_loop(module: ModuleView) -> bool:
    """A loop hook or fixture of the module names something of a library
    in ``VIRTUAL_TIME_LOOP_LIBRARIES``."""
    found = module.memo.get("virtual time loop")
    if found is None:
        found = module.memo["virtual time loop"] = any(
            (module.imports.resolve(node) or "").partition(".")[0] in VIRTUAL_TIME_LOOP_LIBRARIES
            for holder in _loop_providers(module)
            for node in ast.walk(holder)
            if type(node) in (ast.Name, ast.Attribute) and type(node.ctx) is ast.Load
        )
    return found


def _installs_own_clock(module: ModuleView) -> bool:
    found = module.memo.get("loop keeps own clock")
    if found is None:
        accept = project_only(module.path)
        found = module.memo["loop keeps own clock"] = any(
            _keeps_own_clock(node, module, accept)
            for function in _loop_providers(module)
            for node in ast.walk(function)
            if isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, ast.Load)
        ) or _runs_tests_on_a_given_clock(module)
    return found


def _runs_tests_on_a_given_clock(module: ModuleView) -> bool:
    """A hook that runs the tests itself hands its runner a clock it builds
    (``trio.run(..., clock=MockClock(autojump_threshold=0))``): a test keeps
    real time only on the loop's own clock, which no runner is given."""
    for name in _RUNNING_HOOKS:
        hook = module.top_level(name)
        if isinstance(hook, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            isinstance(node, ast.keyword) and node.arg == "clock"
            and isinstance(node.value, ast.Call)
            for node in ast.walk(hook)
        ):
            return True
    return False


def _loop_providers(module: ModuleView) -> list[ast.AST]:
    """The hook and the loop fixtures the module defines at top level, each
    looked up by name (a module read with its outline is not parsed whole)."""
    found = []
    for name in (*_LOOP_HOOKS, *_LOOP_FIXTURES):
        definition = module.top_level(name)
        if not isinstance(definition, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if name in _LOOP_HOOKS or fixture_spec(definition, module.imports) is not None:
            found.append(definition)
    return found


def _keeps_own_clock(expression: ast.AST, module: ModuleView, accept) -> bool:
    """Whether the expression names a class of the project that defines
    ``time`` itself or in a base of the project up to ``_BASE_DEPTH`` levels."""
    found = definition_named(expression, module, accept)
    if found is None or not isinstance(found[1], ast.ClassDef):
        return False
    owner, cls = found
    classes = [cls] + [
        base.cls for base in ancestors(cls, owner, accept)
        if base.cls is not None and base.depth <= _BASE_DEPTH
    ]
    return any(
        isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef))
        and statement.name == "time"
        for definition in classes
        for statement in definition.body
    )


def loop_time_faked_for(function: ast.AST, ctx) -> bool:
    """Whether looptime (a pytest plugin) runs the test's event loop on fake
    time: switched on for every test by ``--looptime`` in the project's
    ``addopts`` (and not off again after it), or for this one by its
    ``looptime`` mark, on the test, its class or its module. The loop's
    sleeps then take no real time."""
    if "looptime" in ctx.marks_of(function):
        return True
    switches = [word for word in ctx.layout.ini.get("addopts", "").split()
                if word in ("--looptime", "--no-looptime")]
    return bool(switches) and switches[-1] == "--looptime"
