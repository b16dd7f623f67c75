"""What an autouse fixture does before the test it runs for (TA502): the
first statement that arranges state (builds, writes, registers, calls
something that does), as opposed to reading, restoring, skipping or saving
a baseline to check against later."""

from __future__ import annotations

import ast
import re

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import TRIES, walk_local
from flake8_testarch.project.modules import find_definition
from flake8_testarch.project.roots import project_only
from flake8_testarch.rules.setup._clean_slate import (
    deletes_a_file,
    deletes_leftovers,
    deletes_variables,
    module_flag,
    empties_the_projects_state,
    puts_back_the_start,
    saves_for_its_restore,
    records_undo,
    restoring_manager,
    sets_the_start,
    sets_what_is_there,
    snapshot_setattr,
    unsets_variables,
    writes_the_start,
)
from flake8_testarch.suite.fixtures import defined_fixtures, fixture_modules
from flake8_testarch.suite.vocabulary import (
    CLEANUP_METHODS, MONKEYPATCH_CLASSES, PYTEST_FIXTURES_WITHOUT_EFFECT,
)
from flake8_testarch.rules.setup._fixture_body import (
    YIELDS, FixtureBody, holds_yield,
)
from flake8_testarch.rules.setup._hooks import is_inert, reads_only, skips
from flake8_testarch.rules.setup._isolation import (
    enters_a_fresh_folder,
    makes_a_fresh_folder,
    makes_a_folder_in_a_fresh_one,
    points_a_variable_at_a_fresh_folder,
)
from flake8_testarch.rules.setup._records import (
    formats_only, read_for_the_record, records_only, report_records,
)
from flake8_testarch.rules.setup._probes import (
    ends_the_test, probe_arguments, probe_receiver,
)

_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
# Parameters that bring nothing into being by being requested.
_QUIET_PARAMETERS = frozenset({"self", "cls"}) | PYTEST_FIXTURES_WITHOUT_EFFECT
_MAX_REQUEST_DEPTH = 3
# Calls that prepare nothing: output.
_HARMLESS_CALLS = frozenset({"print"})
_WARNINGS = frozenset({"warnings.warn", "warnings.warn_explicit"})
# Calls, without arguments, that put state back to where every test starts:
# `reset_defaults()`, `clear_contextvars()`, `_restore_default_handlers()`.
_RESETS = lazy_compile(r"(?:\w*_)?_*(reset|clear|restore)", re.IGNORECASE)


def first_arranging(node, ctx, depth: int = 0) -> ast.AST | None:
    fixture = FixtureBody(node, ctx)
    for parameter in _ordered_parameters(node):
        if parameter.arg not in _QUIET_PARAMETERS and not fixture.uses(parameter.arg):
            if not _only_restores(parameter.arg, ctx, depth):
                return parameter
    found: list[ast.AST] = []
    _scan(node.body, fixture, found)
    if found:
        return found[0]
    return None


def _only_restores(name: str, ctx, depth: int) -> bool:
    """Whether the fixture a parameter requests is one of the project's that
    arranges nothing before its own ``yield`` (it only restores afterwards):
    requesting it for its side effect arranges nothing either."""
    if depth >= _MAX_REQUEST_DEPTH:
        return False
    for module in fixture_modules(ctx.module):
        for fixture in defined_fixtures(module):
            if fixture.name == name and fixture.owner is None:
                reader = ctx if module is ctx.module else _ModuleNames(module)
                return first_arranging(fixture.function, reader, depth + 1) is None
    return False


class _ModuleNames:
    """What the rule asks of a context, for a fixture of another module (a
    conftest.py): names resolved through that module's imports."""

    def __init__(self, module):
        self.module = module
        self.filename = module.path
        self.resolve = module.imports.resolve
        self.scratch: dict = {}

    @property
    def tree(self) -> ast.Module:
        return self.module.tree

    def project_definition(self, expression: ast.AST):
        """(module, definition) of what an expression names in the project."""
        name = self.resolve(expression)
        if not name:
            return None
        return find_definition(name, self.filename, project_only(self.filename))


def _ordered_parameters(node):
    arguments = node.args
    return [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]


def _scan(statements, fixture: FixtureBody, found: list) -> bool:
    """Judge the statements that run before the test; True once the yield is reached."""
    for statement in statements:
        if fixture.is_generator and holds_yield(statement):
            _scan_yielding(statement, fixture, found)
            return True
        if fixture.is_generator and fixture.repeated_in_teardown(statement):
            continue
        if _arranges(statement, fixture):
            found.append(statement)
            return True
    return False


def _scan_yielding(statement, fixture: FixtureBody, found: list) -> None:
    """The statement the ``yield`` sits in: only its part before the yield runs first."""
    if isinstance(statement, (ast.With, ast.AsyncWith)):
        for item in statement.items:
            manager = item.context_expr
            if not (
                restoring_manager(manager, fixture.ctx)
                or enters_a_fresh_folder(item, fixture.ctx)
                or type(manager) is ast.Call and sets_the_start(manager, fixture.ctx)
            ):
                found.append(statement)
                return
        _scan(statement.body, fixture, found)
    elif isinstance(statement, TRIES):
        _scan(statement.body, fixture, found)
    elif isinstance(statement, ast.If):
        _scan(statement.body, fixture, found)
        if not found:
            _scan(statement.orelse, fixture, found)
    elif isinstance(statement, (ast.For, ast.AsyncFor, ast.While)):
        _scan(statement.body, fixture, found)
    elif any(
        isinstance(inner, YIELDS) and inner.value is not None and _calls(inner.value)
        for inner in walk_local(statement)
    ):
        # `yield make_client()`, `result = yield start()`: made for every test.
        found.append(statement)


def _calls(expression: ast.AST) -> bool:
    return any(isinstance(inner, (ast.Call, ast.Await)) for inner in walk_local(expression))


def _arranges(statement: ast.stmt, fixture: FixtureBody) -> bool:
    ctx = fixture.ctx
    if is_inert(statement) or skips(statement, ctx):
        return False
    if isinstance(statement, (ast.Global, ast.Nonlocal, ast.Assert, ast.Pass, ast.Import)):
        return False
    if isinstance(statement, ast.Raise):
        return False  # the fixture fails (`raise NotImplementedError`): nothing is arranged
    if isinstance(statement, ast.ImportFrom):
        return False
    if isinstance(statement, ast.Expr):
        return _arranging_expression(statement.value, fixture)
    if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        return _arranging_assignment(statement, fixture)
    if isinstance(statement, ast.Return):
        if ends_the_test(statement, ctx):
            return False  # `return pytest.skip(...)`
        return statement.value is not None and _calls(statement.value)
    if isinstance(statement, ast.If):
        flag = module_flag(statement.test, ctx)  # `if SAVE_TEST:` with `SAVE_TEST = False`
        if flag is None:
            return _any_arranges(statement.body + statement.orelse, fixture)
        return _any_arranges(statement.body if flag else statement.orelse, fixture)
    if isinstance(statement, (ast.For, ast.AsyncFor, ast.While)):
        return _any_arranges(statement.body + statement.orelse, fixture)
    if isinstance(statement, (ast.With, ast.AsyncWith)):
        # The manager has exited before the test starts: only its body's work stays.
        return _any_arranges(statement.body, fixture)
    if isinstance(statement, TRIES):
        every = statement.body + statement.orelse + statement.finalbody
        every += [inner for handler in statement.handlers for inner in handler.body]
        return _any_arranges(every, fixture)
    if isinstance(statement, ast.Delete):
        if deletes_variables(statement, ctx):
            return False  # `del os.environ["TERM"]`: a clean slate
        return not all(_local_target(target, fixture) for target in statement.targets)
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return False
    return True


_WARNING_FILTERS = frozenset({"warnings.filterwarnings", "warnings.simplefilter"})


def _ignores_warnings(call: ast.Call, ctx) -> bool:
    """``warnings.filterwarnings("ignore", ...)``, ``simplefilter("ignore")``:
    a warning silenced for every test. A filter that turns warnings into
    errors, or shows them, is setup a test may rely on."""
    if ctx.resolve(call.func) not in _WARNING_FILTERS:
        return False
    action = call.args[0] if call.args else next(
        (keyword.value for keyword in call.keywords if keyword.arg == "action"), None
    )
    return type(action) is ast.Constant and action.value == "ignore"


def _any_arranges(statements, fixture: FixtureBody) -> bool:
    return any(_arranges(statement, fixture) for statement in statements)


def _arranging_expression(value: ast.AST, fixture: FixtureBody) -> bool:
    if isinstance(value, ast.Await):
        value = value.value
    if not isinstance(value, ast.Call):
        # `system() == "Linux" and request.getfixturevalue("backend") == "x"`:
        # a value worked out and thrown away arranges only through its calls.
        return not reads_only(value, fixture.ctx.resolve)
    func = value.func
    if isinstance(func, ast.Attribute) and func.attr in CLEANUP_METHODS:
        return False
    if records_undo(func):
        return False
    if saves_for_its_restore(value, fixture):
        return False  # `config.backup()`, `request.addfinalizer(config.restore)`
    if isinstance(func, ast.Name) and func.id in _HARMLESS_CALLS or (
        fixture.ctx.resolve(func) in _WARNINGS
    ):
        return False  # `print(...)`, `warnings.warn(...)`: a note, nothing arranged
    if fixture.ctx.resolve(func) == "gc.collect":
        return False  # collects the garbage earlier tests left: a clean slate
    if _ignores_warnings(value, fixture.ctx):
        return False  # like a `filterwarnings` mark: no test can need a warning it never sees
    if points_a_variable_at_a_fresh_folder(value, fixture):
        return False  # `monkeypatch.setenv("CACHE_DIR", str(factory.mktemp("cache")))`
    if makes_a_folder_in_a_fresh_one(value, fixture):
        return False  # `home.mkdir()` in a folder `factory.mktemp` made
    if _RESETS.match(_called_name(func)) and not value.args and not value.keywords:
        return False  # `structlog.reset_defaults()`, `clear_contextvars()`: a clean slate
    if puts_back_the_start(value, fixture.ctx) or empties_the_projects_state(value, fixture.ctx):
        return False  # `set_active(True)` where the project's state starts active
    if deletes_leftovers(value, fixture.ctx) or deletes_a_file(value, fixture.ctx):
        return False  # `purge_files()`, `os.remove(OUT)`: what earlier runs left is gone
    if unsets_variables(value, fixture.ctx):
        return False  # `monkeypatch.delenv("TERM")`: every test starts without it
    if sets_what_is_there(value, fixture.ctx) or sets_the_start(value, fixture.ctx):
        return False  # `setattr(config, "FILES", config.FILES)`: nothing changes
    if fixture.probes_with(probe_receiver(func)):
        return False  # `client.info()` on a client made for the probe
    given = probe_arguments(value)
    if given and all(fixture.probes_with(name) for name in given):
        return False  # `strategy(storage)`: tried on a storage made for the probe
    return not snapshot_setattr(value)


def _called_name(func: ast.AST) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _arranging_assignment(statement, fixture: FixtureBody) -> bool:
    if points_a_variable_at_a_fresh_folder(statement, fixture):
        return False  # `os.environ["XDG_CONFIG_HOME"] = str(factory.mktemp("cfg"))`
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    if _hands_over_a_plugin_fixture(targets, statement.value, fixture):
        return False
    records = report_records(fixture.ctx)
    if records_only(statement, records) and formats_only(statement.value, fixture.locals):
        return False  # `STORAGE_INFO["redis"] = info`, read only by pytest's hooks
    if (
        type(statement) is ast.Assign and len(targets) == 1 and type(targets[0]) is ast.Name
        and read_for_the_record(targets[0].id, fixture.node.body, records)
    ):
        return False  # `info = client.info()`, kept only for the report
    if _bookkeeping_on_self(targets, statement.value):
        return False  # `self.tasks = []`, `self._client = None`: the test's own instance
    if not all(_local_target(target, fixture) for target in targets):
        return not writes_the_start(targets, statement.value, fixture.ctx)
    value = statement.value
    if value is None or not _calls(value) or makes_a_fresh_folder(value, fixture):
        return False
    if type(value) is ast.Call and fixture.ctx.resolve(value.func) in MONKEYPATCH_CLASSES:
        return False  # `patcher = pytest.MonkeyPatch()`: nothing changes until it is used
    if type(value) is ast.Call and unsets_variables(value, fixture.ctx):
        return False  # `saved = os.environ.pop("TERM", None)`, put back after the yield
    names = set()
    for target in targets:
        names.update(
            inner.id for inner in ast.walk(target) if isinstance(inner, ast.Name)
        )
    if names and all(_baseline_for_a_check(name, fixture) for name in names):
        return False  # `before = threading.active_count()`, compared after the yield
    if names and all(fixture.probes_with(name) for name in names):
        return False  # `client = Redis()`, made only to probe the service
    if not reads_only(value, fixture.ctx.resolve):
        return True
    return not all(_only_read_back(name, fixture) for name in names)


_CONSTANT_PARTS = (
    ast.Constant, ast.List, ast.Tuple, ast.Set, ast.Dict, ast.Load, ast.UnaryOp, ast.USub,
)


def _bookkeeping_on_self(targets, value) -> bool:
    """A constant or an empty container put on ``self``: pytest makes a fresh
    instance of the test class for every test, so nothing carries over, and
    a constant arranges nothing (a teardown's ``self.tasks = []``)."""
    return (
        value is not None
        and all(type(part) in _CONSTANT_PARTS for part in ast.walk(value))
        and all(
            type(target) is ast.Attribute and type(target.value) is ast.Name
            and target.value.id == "self"
            for target in targets
        )
    )


def _hands_over_a_plugin_fixture(targets, value, fixture: FixtureBody) -> bool:
    """``self._caplog = caplog`` in a test class's autouse fixture: the only way
    a unittest-style test reaches a fixture. Handing over one that pytest or
    a plugin provides (``caplog``, ``tmpdir``), or one of the project's that
    arranges nothing before its ``yield``, arranges nothing itself."""
    if not (
        isinstance(value, ast.Name)
        and value.id in fixture.parameters
        and value.id not in _QUIET_PARAMETERS
        and len(targets) == 1
        and isinstance(targets[0], ast.Attribute)
        and _names_the_test_instance(targets[0].value)
    ):
        return False
    ctx = fixture.ctx
    if not hasattr(ctx, "module"):
        return False
    defined = any(
        found.name == value.id
        for module in fixture_modules(ctx.module)
        for found in defined_fixtures(module)
    )
    return not defined or _only_restores(value.id, ctx, 0)


def _names_the_test_instance(owner: ast.AST) -> bool:
    """``self``/``cls`` in a test class, or ``request.instance`` in a fixture."""
    if isinstance(owner, ast.Name):
        return owner.id in ("self", "cls")
    return (
        isinstance(owner, ast.Attribute)
        and owner.attr in ("instance", "cls")
        and isinstance(owner.value, ast.Name)
        and owner.value.id == "request"
    )


def _baseline_for_a_check(name: str, fixture: FixtureBody) -> bool:
    """Whether a local is only compared after the ``yield``, or combined by
    an operator whose result is (``threads = set(threading.enumerate()) -
    before``): a baseline taken for a leak check the teardown makes
    (``assert threading.active_count() == before``)."""
    uses = fixture.uses(name)
    if not uses or fixture.first_yield is None:
        return False
    compared = fixture.compared()
    return all(
        use.lineno > fixture.first_yield
        and (id(use) in compared or type(parent) is ast.BinOp)  # `now - before`
        for use, parent in uses
    )


def _local_target(target: ast.AST, fixture: FixtureBody) -> bool:
    """A local name, or an item of a container the fixture made itself
    (``saved = {}`` ... ``saved[name] = getattr(module, name)``)."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return all(_local_target(element, fixture) for element in target.elts)
    if isinstance(target, ast.Starred):
        return _local_target(target.value, fixture)
    if isinstance(target, ast.Name):
        return target.id in fixture.locals
    while isinstance(target, (ast.Attribute, ast.Subscript)):
        target = target.value
    return isinstance(target, ast.Name) and target.id in fixture.fresh


def _only_read_back(name: str, fixture: FixtureBody) -> bool:
    """Whether a local name is only used as a value (handed to a call, assigned,
    compared, iterated, yielded or returned: an autouse fixture's value
    reaches only a test that asks for it by name) or read (`saved.items()`),
    never driven (`server.stop()`) before the ``yield``: what the code after
    it does is teardown."""
    after = fixture.first_yield
    for use, parent in fixture.uses(name):
        if after is not None and use.lineno > after:
            continue
        if isinstance(parent, ast.Call) and parent.func is use:
            return False
        if isinstance(parent, ast.Attribute) and fixture.drives(parent):
            return False
    return True
