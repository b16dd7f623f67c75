"""Which later change in the same function puts an earlier one back: a
restore-shaped write (a delete, a saved value written back), a key written
back after its delete, a flag flipped back, or a whole resource emptied and
refilled from a copy in one go; and which writes change nothing that
lasts: the value the module starts the attribute with, or what the target
held when the function read it."""

from __future__ import annotations

import ast
import sys

from flake8_testarch.project.modules import find_module, read_module
from flake8_testarch.project.roots import in_project, root_of
from flake8_testarch.project.starting_values import (
    is_literal,
    same_literal,
    starting_name,
    starting_value,
)
from flake8_testarch.rules.independence._changes import (
    ANY_KEY,
    ATTRIBUTE,
    CWD,
    ENV,
    MODULES,
    Change,
)
from flake8_testarch.rules.independence._restores import Cover, _string
from flake8_testarch.rules.independence._written_constants import constant_named
from flake8_testarch.rules.independence._unloads import unloaded_key, unloads_a_module_of_the_tests
from flake8_testarch.suite.marks import parametrized_values
from flake8_testarch.syntax import TRIES, ancestors, on_self, walk_local


def restores(restore: Change, change: Change) -> bool:
    return Cover(restore.resource, restore.keys).covers(change)


_KEYED = frozenset({ENV, MODULES, ATTRIBUTE})


def takes_back_part_of(later: Change, earlier: Change) -> bool:
    """A delete of some of the keys an earlier write of several set
    (``del os.environ["A"]`` after ``os.environ.update(A="1", B="2")``):
    it takes back part of the test's own write."""
    return (
        later.verb == "delete" and earlier.verb == "set" and later.resource in _KEYED
        and later.resource == earlier.resource
        and bool(later.keys) and bool(earlier.keys) and ANY_KEY not in earlier.keys
        and later.keys < earlier.keys
    )


def put_back_in_parts(change: Change, others) -> list[int]:
    """The lines of later deletes that together take back every key of a
    write of several (the last of them), or [] when some key stays."""
    if change.verb != "set" or not change.keys or len(change.keys) < 2:
        return []
    line = change.node.lineno
    parts = [
        other for other in others
        if other.node.lineno > line and takes_back_part_of(other, change)
    ]
    taken = set().union(*(other.keys for other in parts)) if parts else set()
    return [max(other.node.lineno for other in parts)] if taken >= change.keys else []


def _other_computed_key(later: Change, earlier: Change) -> bool:
    """Both write keys worked out by different expressions
    (``os.environ[HOME_TAG]`` then ``os.environ[JAVA_HOME_TAG]``): the
    later write is of another variable, not a restore of the first."""
    texts = [
        {key for key in change.keys or () if key.startswith("=")} for change in (later, earlier)
    ]
    return all(texts) and texts[0].isdisjoint(texts[1])


def puts_back(later: Change, earlier: Change) -> bool:
    """Whether a later change in the same function undoes an earlier one: it has
    the shape of a restore (a delete, a saved value written back), or it
    writes the very same variable, item or attribute back from one constant
    flag to the other (``_config.flag = True`` ... ``_config.flag = False``),
    or takes back the same step (``Lease.version += 1`` ... ``Lease.version -= 1``).
    Another write of a new value is the next step of the test, not a restore."""
    if later.restoring:
        # A second delete takes away more; it does not undo the first one.
        both_delete = later.verb == "delete" and earlier.verb == "delete"
        return not both_delete and restores(later, earlier) and not _other_computed_key(
            later, earlier
        )
    if earlier.verb == "delete" and later.verb == "set" and later.resource in _KEYED:
        # `del os.environ["X"]` ... `os.environ["X"] = "agent"`: the key comes back
        return (
            later.keys is not None
            and later.keys == earlier.keys
            and later.resource == earlier.resource
        )
    return (
        later.resource in _KEYED
        and later.keys is not None
        and later.keys == earlier.keys
        and later.resource == earlier.resource
        and (
            _flips_back(written_value(later), written_value(earlier))
            or _steps_back(later.node, earlier.node)
        )
    )


def completes_a_reset(change: Change, following: Change) -> bool:
    """Emptying a whole resource right before writing a saved copy back into it
    (``os.environ.clear()`` then ``os.environ.update(saved)``) is the first
    half of one restore, not a change of its own."""
    return (
        change.verb == "whole"
        and not change.restoring
        and following.restoring
        and following.resource == change.resource
        and following.keys is None
    )


def written_value(change: Change) -> ast.AST | None:
    """The value a change writes: ``x = value``, ``setattr(o, "x", value)``,
    ``os.putenv("X", value)``, ``os.environ.setdefault("X", value)``."""
    node = change.node
    if isinstance(node, (ast.Assign, ast.AnnAssign)):
        return node.value
    if isinstance(node, ast.Call) and node.args:
        return node.args[-1] if len(node.args) > 1 else None
    return None


def _flips_back(later: ast.AST | None, earlier: ast.AST | None) -> bool:
    flags = (bool, type(None))
    return (
        isinstance(later, ast.Constant) and isinstance(earlier, ast.Constant)
        and isinstance(later.value, flags) and isinstance(earlier.value, flags)
        and later.value is not earlier.value
    )


_INVERSE_STEPS = {ast.Add: ast.Sub, ast.Sub: ast.Add}


def _steps_back(later: ast.AST, earlier: ast.AST) -> bool:
    """``x -= n`` after ``x += n`` (or the other way round), ``n`` written the same."""
    return (
        type(later) is ast.AugAssign and type(earlier) is ast.AugAssign
        and _INVERSE_STEPS.get(type(earlier.op)) is type(later.op)
        and ast.dump(later.value) == ast.dump(earlier.value)
    )


def deletes_what_the_module_never_had(change: Change, filename: str) -> bool:
    """A delete of a project module's attribute that the module's code never
    binds or spells out (``delattr(sop_class, "FooStorage")`` after a call of
    the test added it): it leaves the module as it is when imported."""
    if change.verb != "delete" or change.resource != ATTRIBUTE:
        return False
    (full,) = change.keys or (None,)
    module_name, _, attribute = (full or "").rpartition(".")
    path = find_module(module_name, filename) if module_name else None
    if path is None or not in_project(path, root_of(filename)):
        return False
    view = read_module(path)
    if view is None or view.imports.star_modules:
        return False
    return not any(_names(node, attribute) for node in ast.walk(view.tree))


def _names(node: ast.AST, name: str) -> bool:
    """The node binds, reads or spells out ``name`` (a string equal to it, as in
    ``globals()["name"] = ...``); prose that mentions it does not count."""
    kind = type(node)
    if kind is ast.Name:
        return node.id == name
    if kind is ast.Attribute:
        return node.attr == name
    if kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        return node.name == name
    if kind is ast.alias:
        return (node.asname or node.name).rpartition(".")[2] == name
    return kind is ast.Constant and node.value == name


def writes_back_what_it_read(change: Change, resolve, semantic, filename: str) -> bool:
    """A write of a name that holds what the same target held when it was read
    (``saved = os.environ`` ... ``os.environ = saved``, also a copy of it,
    ``saved = sys.path.copy()``, or written back as a copy,
    ``SETTINGS = copy.deepcopy(saved)`` with ``saved =
    copy.deepcopy(SETTINGS)`` kept at import): it puts back an earlier
    change of the target, or changes nothing. Also what another
    attribute held where both start as the same object (``saved =
    Packet.json`` ... ``EngineIOPacket.json = saved``, both classes saying
    ``json = _json`` of one imported module), or what the class saved on
    ``self`` (``self._prev = module.index``, then ``module.index =
    self._prev`` in its ``restore()``)."""
    node = change.node
    if change.resource == CWD and type(node) is ast.Call and len(node.args) == 1:
        return _holds_the_working_directory(node.args[0], resolve, semantic)
    if type(node) is not ast.Assign:
        return False
    # `SETTINGS = copy.deepcopy(saved)`: a copy of what was saved puts it back too.
    value = _copied(node.value, resolve)
    target = resolve(node.targets[0])
    if target is None:
        return False
    if type(value) is ast.Attribute and on_self(value):
        # `self._prev = module.index` in one method, `module.index = self._prev` in another.
        saved = semantic.values_on_self(value.attr, node)
        return bool(saved) and all(resolve(_copied(held, resolve)) == target for held in saved)
    if type(value) is not ast.Name:
        return False
    if resolve(value) == target:
        return True  # `from shop.stats import LIMITS`, then `shop.stats.LIMITS = LIMITS`
    binding, _scope = semantic.binding_at(value)
    read = _copied(binding.assigned, resolve) if binding is not None else None
    if read is None:
        return False
    source = resolve(read)
    if source == target:
        return True
    if source is None or type(read) is not ast.Attribute:
        return False
    start = starting_name(target, filename)
    return start is not None and start == starting_name(source, filename)


def _copied(value: ast.AST | None, resolve) -> ast.AST | None:
    """What a value is a copy of (``sys.path.copy()``, ``list(sys.path)``,
    ``sys.path[:]``, ``copy.copy(os.environ)``), else the value itself:
    writing the copy back puts back what was read."""
    if type(value) is ast.Call and not value.keywords:
        if type(value.func) is ast.Attribute and value.func.attr == "copy" and not value.args:
            return value.func.value
        if len(value.args) == 1 and (resolve(value.func) or "") in _COPIES:
            return value.args[0]
    if type(value) is ast.Subscript and type(value.slice) is ast.Slice and not any(
        (value.slice.lower, value.slice.upper, value.slice.step)
    ):
        return value.value
    return value


_COPIES = frozenset({"list", "dict", "copy.copy", "copy.deepcopy"})


def _holds_the_working_directory(argument: ast.AST, resolve, semantic) -> bool:
    """``os.chdir(here)`` where ``here = Path.cwd().resolve()`` (or
    ``os.getcwd()``, ``os.path.abspath(os.getcwd())``): the directory the
    process was in when the name was bound."""
    if type(argument) is not ast.Name:
        return False
    value = semantic.assigned_at(argument)
    while type(value) is ast.Call:
        called = resolve(value.func) or getattr(value.func, "id", None)
        if called in _WORKING_DIRECTORY_READS:
            return True
        if called in _SAME_PATH and len(value.args) == 1 and not value.keywords:
            value = value.args[0]  # ``str(...)``, ``os.path.realpath(...)``
        elif type(value.func) is ast.Attribute and not value.args and not value.keywords:
            value = value.func.value  # ``.resolve()``, ``.absolute()``
        else:
            return False
    return False


_WORKING_DIRECTORY_READS = frozenset({"os.getcwd", "os.getcwdb", "pathlib.Path.cwd"})
_SAME_PATH = frozenset({
    "str", "os.fspath", "os.path.abspath", "os.path.realpath", "pathlib.Path",
    "os.path.normpath",
})


def writes_the_default(change: Change, filename: str, semantic) -> bool:
    """The write puts back the value the attribute holds once its module is
    imported (``registry._instance = None`` where the module says
    ``_instance = None``, ``Lock._EVENTS = {}`` where the class body says
    ``_EVENTS: dict = {}``, ``PAYMENT_TERM = timedelta(days=30)`` on both
    sides; see ``project.starting_values``): a reset to where every test
    starts."""
    if change.verb == "delete":
        return deletes_what_the_module_never_had(change, filename) or unloads_a_module_of_the_tests(
            change, filename, semantic
        )
    if change.resource != ATTRIBUTE:
        return False
    (full,) = change.keys or (None,)
    written = constant_named(written_value(change), semantic)
    if full is None or written is None or not is_literal(written):
        return False
    return same_literal(written, starting_value(full, filename))


_IMPORT_FUNCTIONS = frozenset({"importlib.import_module", "__import__"})


def imported_around(resolve, function, change: Change) -> bool:
    """Whether the function imports the module a change unloads, before it
    (unloading what it loaded) or after it (to import it afresh)."""
    return imported_before(resolve, function, change) or imported_before(
        resolve, function, change, after=True
    )


def imported_before(resolve, function, change: Change, after: bool = False) -> bool:
    """Whether the function imported, before the change, a module the change
    unloads (any module outside the standard library, for a computed key).
    With ``after``: whether it imports that module again after the change
    (it unloads to import afresh, and the entry is back); a computed key
    must then be the very expression the import is given."""
    if isinstance(function, ast.Lambda):
        return False
    line = change.node.lineno
    keys = change.keys or frozenset({ANY_KEY})
    stdlib = getattr(sys, "stdlib_module_names", frozenset())
    key = unloaded_key(change.node) if after else None
    for inner in walk_local(function):
        at = getattr(inner, "lineno", line)
        if (at <= line) if after else (at >= line):
            continue
        if key and type(inner) is ast.Call and inner.args and ast.dump(inner.args[0]) == key and (
            resolve(inner.func) in _IMPORT_FUNCTIONS
        ):
            return True
        if after and ANY_KEY in keys:
            continue
        names: list[str] = []
        if isinstance(inner, ast.Import):
            names = [alias.name for alias in inner.names]
        elif isinstance(inner, ast.ImportFrom):
            names = ["." * inner.level + (inner.module or "")]
        elif isinstance(inner, ast.Call) and inner.args and (
            resolve(inner.func) in _IMPORT_FUNCTIONS
            or getattr(inner.func, "id", None) == "__import__"
        ):
            names = [_string(inner.args[0]) or "?"]
        for name in names:
            if ANY_KEY in keys:
                if name.split(".", 1)[0] not in stdlib:
                    return True
            elif any(  # importing a package again does not bring its submodule back
                name == key or name.startswith(key + ".")
                or not after and key.startswith(name + ".")
                for key in keys
            ):
                return True
    return False


def never_runs(node: ast.AST, function, ctx) -> bool:
    """The node sits in a branch of an ``if`` whose test is a function or
    class itself, always true (``if not patched:`` in a test that does not
    ask for the ``patched`` fixture reads the fixture's ``def``): the
    ``not`` branch, or the ``else`` of the plain test, never runs. Or in a
    function nested in another that nothing names, calls or registers
    (``def _cleanup(): delattr(...)`` left unused)."""
    if _never_named(function, ctx):
        return True
    for ancestor in ctx.semantic.ancestors(node, function):
        if type(ancestor) is not ast.If:
            continue
        test, negated = ancestor.test, False
        if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
            test, negated = test.operand, True
        if type(test) is not ast.Name:
            continue
        if type(ctx.semantic.definition(test)) not in _DEFINITIONS:
            continue
        branch = ancestor.body if negated else ancestor.orelse
        if any(
            statement.lineno <= node.lineno <= (statement.end_lineno or statement.lineno)
            for statement in branch
        ):
            return True
    return False


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _never_named(function, ctx) -> bool:
    """A plain function nested in another, without decorators, whose name
    the enclosing function never reads."""
    if type(function) not in (ast.FunctionDef, ast.AsyncFunctionDef) or function.decorator_list:
        return False
    scope = ctx.semantic.scope_of(function).parent
    if scope is None or not scope.is_function:
        return False
    return not any(
        type(inner) is ast.Name and inner.id == function.name and type(inner.ctx) is ast.Load
        for inner in ast.walk(scope.node)
    )


def fills_in_a_missing_attribute(change, resolve, tree: ast.AST) -> bool:
    """``try: Path.write_text`` / ``except AttributeError: Path.write_text
    = write_text``, or ``if not hasattr(socket, "ssl"): socket.ssl = ...``:
    the code runs only where the attribute is missing (an older Python),
    and adds it; nothing that existed changes."""
    if change.resource != ATTRIBUTE or not change.keys:
        return False
    inner = change.node
    for parent in ancestors(change.node, tree, through_definitions=True):
        if type(parent) in TRIES and type(inner) is ast.ExceptHandler and (
            _catches_attribute_error(inner.type)
        ):
            return any(
                type(node) is ast.Attribute and resolve(node) in change.keys
                for statement in parent.body for node in ast.walk(statement)
            )
        if type(parent) is ast.If and inner in parent.body:
            asked = _asked_missing(parent.test)
            if asked is not None:
                return _the_attribute_asked(asked, change, resolve)
        inner = parent
    return False


def _asked_missing(test: ast.AST) -> ast.Call | None:
    """The ``hasattr(owner, name)`` call of ``not hasattr(owner, name)``."""
    if type(test) is not ast.UnaryOp or type(test.op) is not ast.Not:
        return None
    call = test.operand
    if (
        type(call) is ast.Call and type(call.func) is ast.Name and call.func.id == "hasattr"
        and len(call.args) == 2
    ):
        return call
    return None


def _the_attribute_asked(asked: ast.Call, change, resolve) -> bool:
    """Whether the change sets the attribute ``hasattr`` found missing: the
    one it names (``"ssl"``), or, for a name computed in a loop, the same
    owner and name in a ``setattr`` (``setattr(ctypes, attr, stand_in)``)."""
    owner, name = asked.args
    if type(name) is ast.Constant and isinstance(name.value, str):
        resolved = resolve(owner)
        return bool(resolved) and f"{resolved}.{name.value}" in change.keys
    call = change.node
    return (
        type(call) is ast.Call and type(call.func) is ast.Name and call.func.id == "setattr"
        and len(call.args) >= 2
        and all(ast.dump(a) == ast.dump(b) for a, b in zip(call.args, (owner, name)))
    )


def _catches_attribute_error(caught: ast.AST | None) -> bool:
    if type(caught) is ast.Tuple:
        return any(map(_catches_attribute_error, caught.elts))
    return type(caught) is ast.Name and caught.id == "AttributeError"


def with_the_keys_pytest_gives(change, test, ctx) -> list:
    """``os.environ[env_var] = "xterm"`` in a test parametrized with
    ``env_var`` in ``["TERM", "TERM_PROGRAM"]``: one change per key pytest
    gives (each judged on its own); none when the key is not such a
    parameter."""
    keys = change.keys
    if not keys or ANY_KEY not in keys or len(keys) != 2:
        return []
    written = next(key for key in keys if key != ANY_KEY)
    if not written.startswith("=") or not written[1:].isidentifier():
        return []
    values = parametrized_values(test, written[1:], ctx.semantic)
    if not values or not all(
        type(value) is ast.Constant and isinstance(value.value, str) for value in values
    ):
        return []
    return [
        Change(change.node, change.resource, frozenset({value.value}), change.what,
               change.verb, change.restoring)
        for value in values
    ]


# What reads the working directory, to save it before moving.
_CWD_READS = frozenset({"os.getcwd", "os.getcwdb", "pathlib.Path.cwd", "os.path.abspath"})


def moves_elsewhere(later: Change, function, ctx) -> bool:
    """A later ``os.chdir(name)`` whose name the function bound only to
    other places than the directory it read (``second = os.path.join(tmp,
    "repo2")``): a move to the next place, not back."""
    value = later.node.args[0] if later.resource == CWD and later.node.args else None
    if type(value) is not ast.Name:
        return False
    bound = [
        binding.value for binding in ctx.semantic.bindings(value.id, function)
        if type(binding.node) is ast.Assign
    ]
    return bool(bound) and not any(
        type(made) is ast.Call and ctx.resolve(made.func) in _CWD_READS
        or type(made) is ast.Attribute  # `self.saved_dir`, whatever filled it
        for made in bound
    )
