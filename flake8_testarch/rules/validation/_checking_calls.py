"""Ways a test fails other than an assertion (TA301): a call that checks by
what its definition says (a function whose ``check`` switch is on, one that
waits for a condition and raises when it does not come: getting through is
its outcome, as for ``subprocess.check_call``), a test run whose code cannot
be read, a helper of a test-support module that is not on disk, and
warnings turned into errors."""

from __future__ import annotations

import ast
import os

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.project.modules import find_module, project_module_folder
from flake8_testarch.rules.validation._check_search import is_test_support, raises_a_failure
from flake8_testarch.rules.validation._statements import LOOPS, switched_on
from flake8_testarch.semantic.reading import FUNCTION_TYPES
from flake8_testarch.syntax import dotted_name, name_words, on_self, parameter_defaults, walk_local


def calls_a_checking_function(test, ctx, owner=None, graph=None) -> bool:
    """The test calls a function of this file or the project that raises
    when what it does fails: one whose ``check``/``check_*`` parameter is
    on by default (``def execute(*cmd, check_exit_code=0)``) and that the
    call leaves on, or one that polls in a loop and raises when it gives up
    (``occupied(host, port, timeout=1.0)`` raising ``Timeout``). ``graph``:
    the call graph that finds the methods of the test's ``owner`` class."""
    for node in walk_local(test):
        if type(node) is not ast.Call:
            continue
        definition = _definition(node, ctx)
        if definition is None and type(owner) is ast.ClassDef and on_self(node.func):
            # `self.nova(...)`: a method a base class in another module defines.
            found = graph.method(owner, node.func.attr, ctx.module)
            definition = found.function if found is not None else None
        if type(definition) not in FUNCTION_TYPES:
            continue
        given = {keyword.arg: keyword.value for keyword in node.keywords}
        switches, allowances = _switches_on_by_default(definition)
        if any(name not in given or not _off(given[name]) for name in switches) or any(
            name not in given or _off(given[name]) for name in allowances
        ) or _waits_or_raises(definition):
            return True
    return False


def runs_another_test(test, ctx) -> bool:
    """The test calls, as a statement, a test function (``test_*``,
    ``testX``) of another module or object (``test_mod.test_app()`` on a module a
    fixture imports by a computed name, ``checks.test_quiet_exit()`` on a
    harness the library ships): it runs that test, checks and all, however
    deep they sit or whether its code can be read at all. A function of
    the file (a nested ``test_impl``) is the test's own helper, read by the
    search."""
    scope = None
    for node in walk_local(test):
        if not (
            type(node) is ast.Expr and type(node.value) is ast.Call
            and _names_a_test((dotted_name(node.value.func) or "").rpartition(".")[2])
            and not on_self(node.value.func)  # the search reads the class's own tests
        ):
            continue
        scope = scope or ctx.semantic.scope_of(test)
        if ctx.semantic.called_definition(node.value.func, scope) is None:
            return True
    return False


# A test's name: ``test_x`` or unittest's ``testX``; not a word that merely
# begins with "test" (``doctest.testmod()``, ``archive.testrar()``).
_TEST_NAME = lazy_compile(r"test(?:_|[A-Z0-9])")


def _names_a_test(name: str) -> bool:
    return _TEST_NAME.match(name) is not None


def calls_a_missing_helper(test, ctx) -> bool:
    """The test calls a function imported from a test-support module of the
    project that is not on disk (``from tests.helpers import called_x_times``
    where the package ships without ``tests/helpers.py``, or a module a build
    step writes): what the helper checks cannot be read, so the test is not
    taken for one that checks nothing. So is a decorator of the test
    imported from one (``@calls_command("player.set_volume")``): it may
    wrap the test in its checks."""
    called = [node.func for node in walk_local(test) if type(node) is ast.Call]
    called += [
        decorator.func if type(decorator) is ast.Call else decorator
        for decorator in test.decorator_list
    ]
    for func in called:
        resolved = ctx.resolve(func)
        if resolved and "." in resolved and _missing_support_module(resolved, ctx.filename):
            return True
    return False


def _missing_support_module(resolved: str, importer: str) -> bool:
    """``resolved`` names something in a module of the project's own packages
    (or one imported relatively) that no file holds, where test support
    lives."""
    module = resolved.rpartition(".")[0]
    rest = module.lstrip(".")
    level = len(module) - len(rest)
    parts = rest.split(".")
    if level:
        folder = os.path.dirname(os.path.abspath(importer))
        for _ in range(level - 1):
            folder = os.path.dirname(folder)
    else:
        folder = project_module_folder(parts[0], importer)
        if folder is None:
            return False  # the standard library's, an installed package's, or unknown
    if find_module(module, importer) is not None or find_module(resolved, importer) is not None:
        return False
    for part in parts[:-1]:
        if os.path.isfile(os.path.join(folder, part + ".py")):
            return False  # `shop.tools.Helper.check`: a class of a module that is there
        folder = os.path.join(folder, part)
    name = parts[-1]
    if os.path.isdir(os.path.join(folder, name)):
        # `from tests import calls_command`: the package is there, but not
        # the `__init__.py` that defines its names.
        where = os.path.join(folder, name, "__init__.py")
        return not os.path.isfile(where) and is_test_support(where, importer)
    if os.path.isdir(folder) and any(entry.startswith(name + ".") for entry in os.listdir(folder)):
        return False  # there, as a compiled module
    return is_test_support(os.path.join(folder, name + ".py"), importer)


def _off(value: ast.AST) -> bool:
    return type(value) is ast.Constant and (value.value is False or value.value is None)


def _definition(call: ast.Call, ctx):
    definition = ctx.callee_definition(call.func)
    return definition if isinstance(definition, FUNCTION_TYPES) else None


def _switches_on_by_default(function) -> tuple[list[str], list[str]]:
    """The ``check``/``check_*`` parameters whose default leaves them on, and
    those named for letting a failure pass (``fail_ok``, ``ignore_errors``)
    whose default, ``False``, refuses it."""
    pairs = parameter_defaults(function.args)
    return [argument.arg for argument, default in pairs if switched_on(argument.arg, default)], [
        argument.arg for argument, default in pairs
        if _off(default) and _lets_failures_pass(argument.arg)
    ]


# A parameter named with a word of each lets a failure pass when set.
_FAILURE_WORDS = frozenset({"fail", "failure", "failures", "error", "errors"})
_LETTING_WORDS = frozenset({"ok", "allow", "allowed", "ignore", "ignored"})


def _lets_failures_pass(name: str) -> bool:
    words = {word.lower() for word in name_words(name)}
    return not words.isdisjoint(_FAILURE_WORDS) and not words.isdisjoint(_LETTING_WORDS)


def _waits_or_raises(function) -> bool:
    """A loop in the function that both sleeps and raises (not a bare
    re-raise): it polls for a condition and gives up by raising."""
    for loop in walk_local(function):
        if not isinstance(loop, LOOPS):
            continue
        inside = list(walk_local(loop))
        if any(raises_a_failure(node) for node in inside) and any(
            type(node) is ast.Call
            and (dotted_name(node.func) or "").rpartition(".")[2] == "sleep"
            for node in inside
        ):
            return True
    return False


_WARNING_FILTERS = frozenset({"warnings.simplefilter", "warnings.filterwarnings"})


def warnings_fail(test, classes, ctx) -> bool:
    """Warnings are turned into errors for the test: it checks that the code
    warns of nothing (``warnings.simplefilter("error")`` in it,
    ``@pytest.mark.filterwarnings("error")`` on it, its class or module).
    Every spelling of either, aliases included, writes the filter's name and
    the word "error" in the file."""
    text = ctx.text
    if "error" not in text or ("simplefilter" not in text and "filterwarnings" not in text):
        return False
    for node in ast.walk(test):
        if isinstance(node, ast.Call) and ctx.resolve(node.func) in _WARNING_FILTERS:
            if _first_text(node).startswith("error"):
                return True
    marks = [*test.decorator_list]
    for cls in classes:
        marks += cls.decorator_list
    for statement in ctx.tree.body:
        if isinstance(statement, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "pytestmark"
            for target in statement.targets
        ):
            value = statement.value
            marks += value.elts if isinstance(value, (ast.List, ast.Tuple)) else [value]
    return any(
        isinstance(mark, ast.Call)
        and ctx.mark_name(mark) == "filterwarnings"
        and _first_text(mark).startswith("error")
        for mark in marks
    )


def _first_text(call: ast.Call) -> str:
    first = call.args[0] if call.args else None
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else ""


def requests_through_webtest(test, ctx) -> bool:
    """The test makes a request through webtest's ``TestApp``
    (``self.app.options("/spam", headers=...)``, ``app.get("/")`` with
    ``app = TestApp(wsgi)``), which raises on an error status unless told
    ``expect_errors=True``: getting a response through is a check."""
    for node in walk_local(test):
        if type(node) is not ast.Call or type(node.func) is not ast.Attribute:
            continue
        if node.func.attr.partition("_")[0] not in _REQUEST_METHODS:
            continue
        if any(
            keyword.arg == "expect_errors" or keyword.arg == "status"
            and type(keyword.value) is ast.Constant and keyword.value.value == "*"
            for keyword in node.keywords
        ):
            continue  # any status will do
        if _a_test_app(node.func.value, ctx):
            return True
    return False


_REQUEST_METHODS = frozenset({"get", "post", "put", "patch", "delete", "options", "head"})
_TEST_APPS = frozenset({"webtest.TestApp", "webtest.app.TestApp"})


def _a_test_app(receiver: ast.AST, ctx) -> bool:
    """A name or ``self.<name>`` only ever bound to ``TestApp(...)``."""
    if type(receiver) is ast.Name:
        binding, _scope = ctx.semantic.binding_at(receiver)
        made = [binding.assigned] if binding is not None else []
    elif type(receiver) is ast.Attribute and on_self(receiver):
        made = ctx.semantic.values_on_self(receiver.attr, receiver)
    else:
        return False
    return bool(made) and all(
        type(value) is ast.Call and ctx.resolve(value.func) in _TEST_APPS for value in made
    )
