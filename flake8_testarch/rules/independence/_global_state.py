"""The verdict on a change to process-global state (see _changes.py), shared
by TA701 and TA702: whether the code around it puts the old state back
whatever the test's outcome.

A change needs no report when something puts the state back whatever the
test's outcome:

- it sits in a ``with`` that restores the resource (``patch.dict(os.environ)``,
  ``patch.object(sys, "path", ...)``, ``contextlib.chdir``), or a patcher
  of the resource decorates an enclosing function or class;
- the function that makes it uses ``monkeypatch`` on the same resource first
  (``monkeypatch.setenv("X")`` then ``os.environ["X"] = ...``, the saved
  value comes back on undo), starts a patcher of it, or asks for
  ``pytester``/``testdir`` (which snapshot the working directory, sys.path
  and sys.modules);
- a ``finally`` that encloses or follows it restores it;
- a cleanup registered in the function restores it (``self.addCleanup(
  os.environ.pop, "X")``, ``request.addfinalizer(restore)``);
- it runs after a ``yield`` in a generator (a fixture's or context manager's
  teardown), in a teardown hook, or in a function registered as a cleanup:
  those are the restores;
- a fixture restores it after its ``yield``: the change is made before the
  yield, or the fixture is autouse (in the file, an enclosing class or a
  ``conftest.py`` above), or a function in scope asks for it by name;
- a teardown hook of the same or a broader level restores it (``setUp``/test
  methods -> ``tearDown``/``teardown_method``/``tearDownClass``/
  ``tearDownModule``, ``setUpClass`` -> ``tearDownClass``, ``setUpModule``
  -> ``tearDownModule``, ``__enter__`` -> ``__exit__``), following calls to
  the class's own methods and the file's functions one level down;
- it runs in a function handed to another process or in a test pytest-forked
  runs in a child (``@pytest.mark.forked``), moves pyfakefs' fake working
  directory (see suite/fake_file_system.py), or is configuration: at
  import of a ``conftest.py``, in its autouse session fixtures, in
  ``pytest_*`` hooks.

What counts as a restore is in _restores.py; the file's restoring code is
read once in _restore_regions.py; the hooks' part is in _teardown_hooks.py.
"""

from __future__ import annotations

import ast
import os
import re
from typing import NamedTuple

from flake8_testarch.semantic.model import SemanticModel
from flake8_testarch.suite.vocabulary import (
    FIXTURE_DECORATORS,
    SETUP_HOOKS,
    TEARDOWN_HOOKS,
)
from flake8_testarch.suite.cleanups import decorator_registrations, is_cleanup_call
from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.fake_file_system import on_a_fake_file_system
from flake8_testarch.syntax import in_other_branches
from flake8_testarch.rules.independence._changes import (
    CWD,
    MODULES,
    SYS_PATH,
    Change,
    might_change,
)
from flake8_testarch.rules.independence._restores import guard_covers
from flake8_testarch.rules.independence._rebound_holders import writes_into_what_it_put_there
from flake8_testarch.rules.independence._restore_helpers import only_puts_back
from flake8_testarch.rules.independence._put_backs import (
    fills_in_a_missing_attribute,
    with_the_keys_pytest_gives,
    completes_a_reset,
    imported_around,
    moves_elsewhere,
    never_runs,
    put_back_in_parts,
    puts_back,
    restores,
    takes_back_part_of,
    writes_back_what_it_read,
    writes_the_default,
)
from flake8_testarch.rules.independence._expected_raises import raises_as_expected
from flake8_testarch.rules.independence._function_facts import TRY_TYPES, FunctionFacts
from flake8_testarch.rules.independence._scripts import stays_after_import
from flake8_testarch.rules.independence._shared_import_setup import the_suite_makes
from flake8_testarch.suite.script_code import a_script_without_tests, run_only_as_a_script
from flake8_testarch.rules.independence._other_processes import (
    PROCESS_WORDS,
    handed_to_other_processes,
)
from flake8_testarch.rules.independence._callers import (
    every_caller_restores,
    made_where_first_used,
)
from flake8_testarch.rules.independence._restore_regions import _FUNCTION_TYPES, _FileState
from flake8_testarch.rules.independence._teardown_hooks import (
    CONTEXT_EXITS,
    HOOK_LEVEL,
    hooks_restore,
    takes_back_the_setup,
)

_SCOPE_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
# Code that runs after the tests it serves: the xunit teardown hooks,
# unittest's doCleanups, a context manager's exit.
_TEARDOWN_HOOKS = frozenset(TEARDOWN_HOOKS) | {"doCleanups"} | CONTEXT_EXITS


class Verdict(NamedTuple):
    """Why a change is reported: 'plain' (nothing restores it), 'partial'
    (restored on ``line`` only if nothing fails first) or 'import' (made when
    the module is imported)."""

    kind: str
    line: int | None = None


# --- the judgement ------------------------------------------------------------------


def verdict(change: Change, ctx) -> Verdict | None:
    """None when something puts the state back whatever the outcome, else why not."""
    return None if change.resets else _state(ctx).verdict(change)


def changes_at(node: ast.AST, ctx) -> tuple[Change, ...]:
    """The changes a node makes, found once per node for both rules."""
    return _state(ctx).changes_at(node) if might_change(node) else ()


def _state(ctx) -> _Judgement:
    state = ctx.scratch.get(_STATE_KEY)
    if state is None:
        state = ctx.scratch[_STATE_KEY] = _Judgement(ctx)
    return state


_STATE_KEY = "TA70x"


class _Judgement(_FileState):
    """The file's restoring code (see _restore_regions.py) and the verdict on each change."""

    def verdict(self, change: Change) -> Verdict | None:
        ctx = self.ctx
        scopes = list(ctx.scopes)
        functions = [scope for scope in scopes if isinstance(scope, _SCOPE_FUNCTIONS)]
        if fills_in_a_missing_attribute(change, self.resolve, ctx.tree):
            return None
        if not functions:
            return self._import_time(change)
        if per_key := with_the_keys_pytest_gives(change, functions[0], ctx):
            return next(filter(None, map(self.verdict, per_key)), None)
        outer = functions[0]
        if never_runs(change.node, functions[-1], ctx) or run_only_as_a_script(outer, ctx):
            return None  # `if not patched:` on a def, or a helper only a script run calls
        if writes_into_what_it_put_there(change, functions[-1], ctx):
            return None  # the holder's own write is the one that may leak
        method = isinstance(scopes[0], ast.ClassDef) and len(scopes) > 1 and scopes[1] is outer
        if not isinstance(outer, ast.Lambda) and (scopes[0] is outer or method):
            if outer.name in self._process_targets_names():
                return None  # runs in a worker process, not in the test process
            if not method and outer.name in self._top_level_call_names():
                return self._import_time(change)
            if method and self._never_runs(outer, scopes[0]):
                return None
            if "forked" in ctx.marks_of(outer) or change.resource == CWD and (
                on_a_fake_file_system(outer, scopes[0] if method else None, ctx.module)
            ):
                return None  # a child process (pytest-forked) or pyfakefs' working directory
        if self.restored_around(change, functions[0]) or writes_the_default(
            change, ctx.filename, ctx.semantic
        ):
            return None
        if writes_back_what_it_read(change, self.resolve, ctx.semantic, ctx.filename):
            return None
        for scope in scopes:
            for decorator in getattr(scope, "decorator_list", ()):
                covers = guard_covers(decorator, self.resolve)
                if any(cover.covers(change) for cover in covers):
                    return None
                if any(cover.covers(change) for cover in self.decorator_covers(decorator)):
                    return None
        cleanup_names = self.cleanup_names()
        line = change.node.lineno
        classes = {}
        for position, scope in enumerate(scopes):
            if isinstance(scope, _SCOPE_FUNCTIONS) and position:
                if isinstance(scopes[position - 1], ast.ClassDef):
                    classes[scope] = scopes[position - 1]
        for function in functions:
            if isinstance(function, ast.Lambda):
                continue
            name = function.name
            if name in _TEARDOWN_HOOKS or name in cleanup_names or name.startswith("pytest_"):
                return None
            if decorator_registrations(function):
                return None  # ``@request.addfinalizer`` on it: cleanup code
            if change.restoring and name in self.reset_calls().names:
                return None  # a reset helper's removal
            if change.restoring and only_puts_back(
                function, self.function(function, classes.get(function)).changes, self.ctx
            ):
                return None  # `restore_tz(old)`: writes back what it is handed
            if self._session_configuration(function):
                return None
            if self.function(function, classes.get(function)).after_yield(line):
                return None
        outermost = scopes[0]
        # Only a class the file makes (`SetEnv()`) has instances teardown resets.
        if (
            isinstance(outermost, ast.ClassDef)
            and f"{outermost.name}(" in ctx.text
            and self.reset_calls().restore(self, change, outermost)
        ):
            return None
        for function in reversed(functions):
            if self._function_restores(self.function(function, classes.get(function)), change):
                return None
        if moved := made_where_first_used(change, functions, ctx):
            outer = functions[-2]
            if self._function_restores(self.function(outer, classes.get(outer)), moved):
                return None  # handed to `monkeypatch.setattr` after the patch it reverts
        if hooks_restore(self, change, functions[0], classes.get(functions[0]), functions[-1]):
            return None
        if self.fixtures_restore(change, scopes, functions):
            return None
        if self._exit_restores(change, functions[-1], classes.get(functions[-1])):
            return None
        if takes_back_the_setup(self, change, functions[0], classes.get(functions[0])):
            return None
        if every_caller_restores(self, change, scopes) or type(functions[-1]) is ast.Lambda:
            return None  # a lambda's change comes whenever whoever holds it calls it
        return self._straight_line(change, self.function(functions[-1], classes.get(functions[-1])))

    def _top_level_call_names(self) -> frozenset[str]:
        """Module-level functions the module calls when imported: ``inject()``."""
        if self._top_level_calls is None:
            found = set()
            for statement in self.ctx.tree.body:
                if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
                    func = statement.value.func
                    if isinstance(func, ast.Name):
                        found.add(func.id)
            self._top_level_calls = frozenset(found)
        return self._top_level_calls

    def _never_runs(self, method, cls: ast.ClassDef) -> bool:
        """A helper method of a collected test class in a test module that
        the module never names again (no call, no ``getattr`` string, no
        decorator to register it): pytest does not collect it and nothing
        calls it, so its changes never happen."""
        ctx = self.ctx
        if method.decorator_list or ctx.role(method) is not Role.HELPER:
            return False
        if not os.path.basename(ctx.filename).startswith("test"):
            return False
        collected = ctx.test_class_kind(cls) in ("unittest", "pytest")
        return collected and _word_count(ctx, method.name) == 1

    def _process_targets_names(self) -> frozenset[str]:
        if self._process_targets is None:
            self._process_targets = handed_to_other_processes(
                self.calls_mentioning(PROCESS_WORDS)
            )
        return self._process_targets

    def _session_configuration(self, function) -> bool:
        """An autouse session fixture in conftest.py: set up once for every test
        below it, like conftest.py's module level."""
        if os.path.basename(self.ctx.filename) != "conftest.py":
            return False
        for decorator in function.decorator_list:
            if not isinstance(decorator, ast.Call):
                continue
            if self.ctx.resolve(decorator.func) in FIXTURE_DECORATORS:
                given = {k.arg: k.value for k in decorator.keywords}
                scope, autouse = given.get("scope"), given.get("autouse")
                return (
                    isinstance(scope, ast.Constant) and scope.value == "session"
                    and isinstance(autouse, ast.Constant) and autouse.value is True
                )
        return False

    def _import_time(self, change: Change) -> Verdict | None:
        if a_script_without_tests(self.ctx):
            return None  # a script kept beside the tests: its top is the script's
        ctx = self.ctx
        if not stays_after_import(change, ctx.filename, ctx.tree, self.changes_at):
            return None
        if writes_the_default(change, ctx.filename, ctx.semantic):
            return None  # the starting value, or a module entry found nowhere, removed
        if change.resource == SYS_PATH and the_suite_makes(
            ctx.lines[change.node.lineno - 1].strip(), ctx.filename, ctx.layout
        ):
            return None  # the suite's setup, made by each of its modules alike
        return Verdict("import")

    def restored_around(self, change: Change, outer) -> bool:
        """Whether the code enclosing the change restores it: a restoring ``with``,
        a ``finally`` (or the change is in one), a cleanup registration."""
        child = change.node
        module_defs = self.module_defs()
        # ``self.reset()`` in a ``finally`` reads the method of the class around.
        cls = next((s for s in reversed(self.ctx.scopes) if isinstance(s, ast.ClassDef)), None)
        for parent in SemanticModel.ancestors(child, outer, through_definitions=True):
            parent_type = type(parent)
            if raises_as_expected(child, parent, self.resolve):
                return True  # it raises as the test expects, and changes nothing
            if parent_type in (ast.With, ast.AsyncWith):
                if not any(child is item or child is item.context_expr for item in parent.items):
                    for item in parent.items:
                        covers = guard_covers(item.context_expr, self.resolve)
                        covers += self.manager_covers(item.context_expr)
                        if any(cover.covers(change) for cover in covers):
                            return True
            elif parent_type in TRY_TYPES and parent.finalbody:
                if any(child is statement for statement in parent.finalbody):
                    return True
                covers = self.region_covers(parent.finalbody, self.resolve, cls, module_defs)
                if any(cover.covers(change) for cover in covers):
                    return True
            elif parent_type is ast.Call and child is not parent.func and is_cleanup_call(parent):
                return True
            elif parent_type is ast.keyword and parent.arg == "preexec_fn":
                return True  # runs in the child process, before it execs
            child = parent
        return False

    def _function_restores(self, facts: FunctionFacts, change: Change) -> bool:
        if any(cover.covers(change) for cover in facts.guards_near(change)):
            return True
        if facts.finally_restores(change, self):
            return True
        if facts.first_yield is not None and self.ctx.is_fixture(facts.node):
            return any(
                later.node.lineno > facts.first_yield and restores(later, change)
                for later in facts.changes_near(change)
            )
        return False

    def _exit_restores(self, change: Change, function, cls) -> bool:
        """A context manager of the tests' own (not a test class) that changes
        state in one method and puts it back on exit: its ``__exit__`` (or a
        method that calls, such as ``disable()``) restores the change."""
        if cls is None or self.ctx.test_class_kind(cls) is not None:
            return False
        for method in cls.body:
            if (
                isinstance(method, _FUNCTION_TYPES)
                and method is not function
                and method.name in ("__exit__", "__aexit__")
            ):
                covers = self.region_covers(method.body, self.file_resolve, cls, self.module_defs())
                if any(cover.covers(change) for cover in covers):
                    return True
        return False

    def fixtures_restore(self, change: Change, scopes, functions) -> bool:
        requested = set()
        for function in functions:
            if isinstance(function, _FUNCTION_TYPES):
                arguments = function.args
                requested.update(
                    a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
                )
        requested -= {"self", "cls", "request"}
        requested |= self._used_fixtures(scopes)
        enclosing = {scope for scope in scopes if isinstance(scope, ast.ClassDef)}
        self.add_requested_by_fixtures(requested)
        for fixture, resolve, defs in self.fixtures():
            definition, cls = fixture.function, fixture.owner
            if definition in functions or (cls is not None and cls not in enclosing):
                continue  # the fixture itself, or one another class keeps to itself
            if fixture.autouse or fixture.name in requested:
                covers = self.fixture_covers(definition, resolve or self.file_resolve, cls, defs)
                if any(cover.covers(change) for cover in covers):
                    return True
        return any(
            cover.covers(change)
            for cls in enclosing
            for cover in self.inherited_fixture_covers(cls)
        )

    def _closing(self, function, node) -> bool:
        """Whether a statement is the last one of a test or helper (not a fixture
        or setup hook, whose last statement still runs before the test)."""
        if isinstance(function, ast.Lambda) or not function.body:
            return False
        if self.ctx.is_fixture(function) or function.name in SETUP_HOOKS or (
            function.name in HOOK_LEVEL
        ):
            return False
        last = function.body[-1]
        return last.lineno <= node.lineno <= (last.end_lineno or last.lineno)

    def _used_fixtures(self, scopes) -> set[str]:
        """Fixture names given to ``pytest.mark.usefixtures`` on the module, the
        enclosing classes or functions."""
        expressions: list[ast.AST] = []
        for holder in (self.ctx.tree, *scopes):
            expressions.extend(getattr(holder, "decorator_list", ()))
            if not isinstance(holder, _SCOPE_FUNCTIONS):
                expressions.extend(self._pytestmarks(holder))
        names = set()
        for expression in list(expressions):
            if isinstance(expression, ast.Name):
                # `with_environment = pytest.mark.usefixtures("environment")`
                expressions.extend(self.module_values(expression.id))
        for expression in expressions:
            if not isinstance(expression, ast.Call):
                continue
            if self.ctx.resolve(expression.func) == "pytest.mark.usefixtures":
                names.update(
                    arg.value for arg in expression.args
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                )
        return names

    def _pytestmarks(self, holder: ast.AST) -> list[ast.AST]:
        """The marks a module or class body assigns to ``pytestmark``, read once
        per holder (a module of many tests is not reread for each change)."""
        found = self._pytestmarks_of.get(holder)
        if found is None:
            found = self._pytestmarks_of[holder] = []
            for statement in holder.body:
                if isinstance(statement, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "pytestmark" for t in statement.targets
                ):
                    value = statement.value
                    listed = isinstance(value, (ast.List, ast.Tuple))
                    found.extend(value.elts if listed else [value])
        return found

    def _resetting_calls(self, function) -> list[tuple[int, list]]:
        """(line, covers) of each call the function makes as a statement of
        its body to a function of the project that puts something back;
        read once per function."""
        found = self._resets_of.get(function)
        if found is None:
            found = self._resets_of[function] = [
                (statement.lineno, covers)
                for statement in function.body
                if type(statement) is ast.Expr and type(statement.value) is ast.Call
                for covers in [self.call_covers(statement.value)]
                if covers
            ]
        return found

    def _straight_line(self, change: Change, facts: FunctionFacts) -> Verdict | None:
        line = change.node.lineno
        unloading = change.resource == MODULES and change.verb == "delete"
        if unloading and imported_around(self.ctx.imports.resolve, facts.node, change):
            return None  # unloads what the function imported, or to import afresh
        if change.resource == MODULES and change.verb == "delete" and self._closing(
            facts.node, change.node
        ):
            return None  # the last thing a test or helper does: unloading what it loaded
        later_lines = []
        end = change.node.end_lineno or line
        for other in facts.changes_near(change):
            if other is change or other.node is change.node:
                continue
            other_line = other.node.lineno
            if other_line < line and (
                puts_back(change, other) or takes_back_part_of(change, other)
            ):
                return None  # this is the restore of an earlier change
            if other_line == end + 1 and completes_a_reset(change, other):
                return None  # `os.environ.clear()` then `.update(saved)`: one restore
            if other_line > line and (
                puts_back(other, change) and not moves_elsewhere(other, facts.node, self.ctx)
                or writes_the_default(other, self.ctx.filename, self.ctx.semantic) and (
                    other.resource, other.keys) == (change.resource, change.keys)
            ) and not in_other_branches(
                change.node, other.node, facts.node, self.ctx.scratch.setdefault(_BRANCHES, {})
            ):
                later_lines.append(other_line)
        if not later_lines:
            # `os.environ.update(A=..., B=...)`, then `del os.environ["A"]` and
            # `del os.environ["B"]`: each takes back a part, together all of it.
            later_lines = put_back_in_parts(change, facts.changes_near(change))
        if not later_lines:
            # A function of the project called later that puts it back
            # (``reset_collector()`` after ``recorder._resolved = True``).
            later_lines = [
                at for at, covers in self._resetting_calls(facts.node)
                if at > end and any(cover.covers(change) for cover in covers)
            ]
        if later_lines:
            return Verdict("partial", min(later_lines))
        return Verdict("plain")


_BRANCHES = "TA70x if branches by function"  # ctx.scratch key


def _word_count(ctx, name: str) -> int:
    """How often ``name`` is written in the file as a word (code, strings
    and comments alike), counted once per file and name."""
    counts = ctx.scratch.setdefault("TA70x word counts", {})
    found = counts.get(name)
    if found is None:
        found = counts[name] = len(re.findall(rf"\b{re.escape(name)}\b", ctx.text))
    return found
