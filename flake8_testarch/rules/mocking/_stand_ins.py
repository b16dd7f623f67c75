"""What a hand-built mock stands in for. Read from where the test hands it:
the annotation of the parameter of the project's function or class that
receives it (``_stop_procs([polite, stubborn])`` where ``def
_stop_procs(procs: Collection[subprocess.Popen])``); or from what a patch
puts it in place of (``patch("sys.stdin", Mock(read=...))``). A mock that
only goes where the project expects a standard-library object impersonates
Python's own class, whose interface does not drift with the project."""

from __future__ import annotations

import ast
import inspect
import io
import sys

from flake8_testarch.project.classes import method_through_bases
from flake8_testarch.project.reexports import canonical
from flake8_testarch.project.roots import in_standard_library, project_only
from flake8_testarch.rules.mocking._mocks import mock_member, patched_targets
from flake8_testarch.rules.mocking._patch_index import patch_calls, returned_by
from flake8_testarch.rules.mocking._patch_bindings import patched_names
from flake8_testarch.rules.mocking._libraries import (
    holds_a_library_object, installed_library_class, outside_function, stdlib_function,
)
from flake8_testarch.rules.mocking._mock_usage import OWN_PARAMETERS, is_mock_api
from flake8_testarch.rules.mocking._stubs import built_by_the_standard_library, reads_in
from flake8_testarch.suite.collection import Role
from flake8_testarch.syntax import ancestors as holders_of
from flake8_testarch.syntax import attribute_chain

# Modules whose names in an annotation are forms or containers, not the
# object itself: ``Optional[X]``, ``Collection[X]``, ``list[X]``, ``Any``.
_FORMS = ("typing.", "typing_extensions.", "collections.abc.", "builtins.", "abc.")
_BUILTIN_FORMS = frozenset({"list", "tuple", "set", "frozenset", "dict", "type", "object"})
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCRATCH = "mocking.hand-offs"  # ctx.scratch key


def stands_in_for_a_standard_object(places, ctx) -> bool:
    """``places``: (name, scope) pairs where the mock is held. True when the
    name is handed to the project's code somewhere in them, and every such
    hand-off is to a parameter annotated with a standard-library class."""
    found = False
    for name, scope in places:
        for call, slot in _hand_offs(scope, ctx).get(name, ()):
            annotated = _annotation(call, slot, ctx)
            if annotated is None:
                continue
            annotation, module = annotated
            if not _standard_classes(annotation, module):
                return False
            found = True
    return found


def made_where_handed_to_a_standard_parameter(node: ast.Call, ctx) -> bool:
    """A mock made right where the test hands it to the project's code, as
    an argument or in a literal list, tuple or set given as one
    (``add_command(words, [Mock(option_strings=["-v"])])``), when that
    parameter is annotated with standard-library classes
    (``actions: list[argparse.Action]``)."""
    within = ctx.current_function or ctx.tree
    holders = holders_of(node, within)
    if not holders:
        return False
    held = node
    if type(holders[0]) in (ast.List, ast.Tuple, ast.Set) and len(holders) > 1:
        held, holders = holders[0], holders[1:]
    call = holders[0]
    if type(call) is not ast.Call:
        return False
    slot = next((at for at, value in _slots(call) if value is held), None)
    if slot is None:
        return False
    annotated = _annotation(call, slot, ctx)
    return annotated is not None and _standard_classes(*annotated)


def _hand_offs(scope: ast.AST, ctx) -> dict[str, list]:
    """Name -> (call, slot) for each argument of a call in the scope that is
    the name or a literal list, tuple or set holding it; read once per scope."""
    cache = ctx.scratch.setdefault(_SCRATCH, {})
    found = cache.get(scope)
    if found is None:
        found = cache[scope] = {}
        for call in ctx.local_nodes(scope):
            if type(call) is ast.Call:
                for slot, value in _slots(call):
                    for name in _held(value):
                        found.setdefault(name, []).append((call, slot))
    return found


def _slots(call: ast.Call):
    for position, value in enumerate(call.args):
        yield position, value
    for keyword in call.keywords:
        if keyword.arg is not None:
            yield keyword.arg, keyword.value


def _held(value: ast.AST) -> list[str]:
    """The names an argument hands over: itself, or those a literal list,
    tuple or set holds."""
    if type(value) is ast.Name:
        return [value.id]
    if type(value) in (ast.List, ast.Tuple, ast.Set):
        return [item.id for item in value.elts if type(item) is ast.Name]
    return []


def _annotation(call: ast.Call, slot, ctx):
    """(annotation, module that reads it) of the parameter ``slot`` (a
    position or a keyword) of the project's function or class called; None
    when the callee is not the project's or the parameter has none."""
    found = ctx.project_definition(call.func) or ctx.method_of_an_instance(call.func)
    if found is None:
        local = ctx.semantic.called_definition(call.func, ctx.scope)
        found = (ctx.module, local) if local is not None else None
    if found is None:
        return None
    module, definition = found
    bound = type(call.func) is ast.Attribute
    if type(definition) is ast.ClassDef:
        module, definition = method_through_bases(
            definition, module, "__init__", project_only(ctx.filename)
        ) or (module, None)
        bound = True
    if type(definition) not in _FUNCTIONS:
        return None
    arguments = definition.args
    positional = [*arguments.posonlyargs, *arguments.args]
    if bound and positional[:1] and positional[0].arg in ("self", "cls"):
        positional = positional[1:]
    if type(slot) is int:
        parameter = positional[slot] if slot < len(positional) else None
    else:
        parameter = next(
            (p for p in (*positional, *arguments.kwonlyargs) if p.arg == slot), None
        )
    if parameter is None or parameter.annotation is None:
        return None
    return parameter.annotation, module


def _standard_classes(annotation: ast.AST, module, depth: int = 0) -> bool:
    """Whether an annotation names only standard-library classes, looking
    through ``Optional``/``Collection``/``X | None`` to what they hold."""
    kind = type(annotation)
    if kind is ast.Constant and type(annotation.value) is str:
        try:
            return _standard_classes(ast.parse(annotation.value, mode="eval").body, module, depth)
        except SyntaxError:
            return False
    if kind is ast.BinOp and type(annotation.op) is ast.BitOr:
        sides = [
            side for side in (annotation.left, annotation.right)
            if not (type(side) is ast.Constant and side.value is None)
        ]
        return bool(sides) and all(_standard_classes(side, module, depth) for side in sides)
    if kind is ast.Subscript:
        if _form(annotation.value, module):
            inner = annotation.slice
            items = inner.elts if type(inner) is ast.Tuple else [inner]
            items = [
                item for item in items
                if not (type(item) is ast.Constant and item.value in (None, Ellipsis))
            ]
            return bool(items) and all(_standard_classes(item, module, depth) for item in items)
        annotation = annotation.value  # ``Popen[bytes]``: the class
    if type(annotation) not in (ast.Name, ast.Attribute) or _form(annotation, module):
        return False
    name = module.imports.resolve(annotation)
    if name is None and type(annotation) is ast.Name and depth < 2:
        # `PopenTextIO = subprocess.Popen[str]`, the module's own alias (also
        # written under `if TYPE_CHECKING:`): every value it is given.
        aliased = _module_aliases(module, annotation.id)
        return bool(aliased) and all(
            _standard_classes(value, module, depth + 1) for value in aliased
        )
    return name is not None and in_standard_library(name)


def _module_aliases(module, name: str) -> list[ast.AST]:
    """The values module-level statements (also in top-level ``if``/``try``
    blocks) assign to ``name``."""
    found, statements = [], list(module.tree.body)
    while statements:
        statement = statements.pop()
        if type(statement) in (ast.If, ast.Try):
            statements += statement.body + statement.orelse
            statements += [s for h in getattr(statement, "handlers", ()) for s in h.body]
        elif type(statement) is ast.Assign and any(
            type(target) is ast.Name and target.id == name for target in statement.targets
        ):
            found.append(statement.value)
    return found


def _form(expression: ast.AST, module) -> bool:
    if type(expression) is ast.Name and expression.id in _BUILTIN_FORMS:
        return True
    name = module.imports.resolve(expression)
    return name is not None and name.startswith(_FORMS)


def installs_a_standard_stand_in(key: str, scope: ast.AST, ctx) -> bool:
    """``monkeypatch.setattr("subprocess.Popen", popen)`` in the scope, with
    ``popen`` the mock bound to ``key``: put in place of a standard-library
    class or function, it stands in for Python's own interface, which does
    not drift with the project."""
    if type(scope) is ast.Module:  # a mock bound at module level: the whole file
        start, end = 1, len(ctx.lines)
    else:
        start, end = scope.lineno, scope.end_lineno or scope.lineno
    setters, givers, patchers, modules = patch_calls(ctx)
    # `patch.dict("sys.modules", getpass=fake)`: a standard-library module's stand-in.
    if any(start <= line <= end and in_standard_library(name)
           for line, name in modules.get(key, ())):
        return True
    for call, member in setters.get(key, ()):
        if start <= call.lineno <= end and any(
            "." in target and stdlib_function(target, ctx, classes=True)
            for target in patched_targets(call, member, ctx)
        ):
            return True
    # `patch.object(ssl, "create_default_context", return_value=context)`,
    # or `poll.return_value = poller` with `poll` the mock of a patch of
    # `select.poll`: the mock is what a standard-library function gives,
    # Python's own object.
    returning = {
        holder for line, holder in returned_by(ctx).get(key, ()) if start <= line <= end
    }
    candidates = [call for call in givers.get(key, ()) if start <= call.lineno <= end]
    if returning:
        candidates += [
            call for call in patchers
            if any(bound in returning for bound, _ in patched_names(call, ctx))
        ]
    return any(_patches_what_gives_a_standard_object(call, ctx) for call in candidates)


def made_as_what_a_standard_patch_returns(node: ast.Call, ctx) -> bool:
    """A mock made right where a patch takes it as its ``return_value``
    (``patch("subprocess.Popen", return_value=MagicMock(pid=1))``): the
    same stand-in for Python's own object as one bound to a name first."""
    holders = [h for h in holders_of(node, ctx.current_function or ctx.tree)
               if type(h) is not ast.keyword]
    call = holders[0] if holders else None
    if type(call) is ast.Assign:
        return _assigned_as_what_a_standard_patch_returns(node, call, ctx)
    return (
        type(call) is ast.Call
        and any(k.arg == "return_value" and k.value is node for k in call.keywords)
        and _patches_what_gives_a_standard_object(call, ctx)
    )


def _assigned_as_what_a_standard_patch_returns(node, assigned: ast.Assign, ctx) -> bool:
    """``zc.return_value.get_service_info.return_value = Mock(port=80)``
    with ``zc`` the mock of a patch of an installed library's class (or a
    standard one): the mock made in place is what that library's object
    gives, as one bound to a name first would be."""
    target = assigned.targets[0] if len(assigned.targets) == 1 else None
    if assigned.value is not node or type(target) is not ast.Attribute or (
        target.attr != "return_value"
    ):
        return False
    root, _attributes = attribute_chain(target.value)
    if root is None:
        return False
    patchers = patch_calls(ctx)[2]
    return any(
        _patches_what_gives_a_standard_object(call, ctx)
        for call in patchers
        if any(bound == root.id for bound, _ in patched_names(call, ctx))
    )


def returned_by_a_standard_replacement(node: ast.Call, ctx) -> bool:
    """A mock a function of the file returns, when the file only puts that
    function in place of a standard or installed library's function
    (``def fake_run(*args, **kwargs): return Mock(returncode=0)``, then
    ``patch("subprocess.run", fake_run)``): it stands in for what that
    function gives, Python's or the library's own object."""
    function = ctx.current_function
    holders = holders_of(node, function or ctx.tree)
    if type(function) not in (ast.FunctionDef, ast.AsyncFunctionDef) or not holders:
        return False
    if type(holders[0]) is not ast.Return or ctx.role(function) is not Role.HELPER:
        return False
    nodes = ctx.semantic.nodes
    replacing = [
        call for call in (*nodes.calls_named("patch"), *nodes.calls_named("object"))
        if any(
            type(value) is ast.Name and value.id == function.name
            for value in (*call.args[1:], *(k.value for k in call.keywords if k.arg == "new"))
        )
    ]
    return bool(replacing) and nodes.mentions(function.name) == len(replacing) and all(
        _patches_what_gives_a_standard_object(call, ctx) for call in replacing
    )


def _patches_what_gives_a_standard_object(call: ast.Call, ctx) -> bool:
    """A ``patch``/``patch.object`` of a standard-library or installed
    library's callable: what it returns is that library's object."""
    member = mock_member(call.func, ctx)
    return member in ("patch", "patch.object") and any(
        "." in target and (
            stdlib_function(target, ctx)
            and _a_standard_routine(canonical(target, ctx.filename))
            # what an installed library's function or method gives
            # (`patch("aiohttp.ClientSession.post")`, then
            # `post.return_value = response`)
            or outside_function(target, ctx)
            # or a method of an installed library's class, patched where a
            # project module imported it (`patch("app.sender.requests.Session")`)
            or installed_library_class(target, ctx)
            # what a library's object a project class holds gives
            # (`session.get.return_value = response`)
            or holds_a_library_object(target, ctx)
        )
        for target in patched_targets(call, member, ctx)
    )


def answers_for_a_standard_function(node: ast.Call, given: ast.keyword, ctx) -> bool:
    """``patch.multiple(Path, exists=MagicMock(return_value=True))``: one of
    the attributes is a standard-library function (``pathlib.Path.exists``)
    replaced by a mock that at most returns or raises."""
    owner = node.args[0] if node.args else None
    if owner is None or not _answers_only(given.value):
        return False
    base = owner.value if type(owner) is ast.Constant else ctx.resolve(owner)
    return isinstance(base, str) and stdlib_function(f"{base}.{given.arg}", ctx)


def _answers_only(replacement: ast.AST) -> bool:
    """``Mock()``, ``MagicMock(return_value=True)``: a mock that at most
    returns or raises."""
    return (
        isinstance(replacement, ast.Call)
        and not replacement.args
        and all(given.arg in ("return_value", "side_effect") for given in replacement.keywords)
    )


def replaces_the_standard_library(node: ast.Call, member: str, ctx, replacement) -> bool:
    """The patch puts ``replacement`` in place of a standard-library object
    or class (``patch("sys.stdin", Mock(read=...))``), or of a
    standard-library function with a mock that at most returns or raises
    (``monkeypatch.setattr(os, "chown", Mock())``), or of a method of what a
    standard-library call built (``patch.object(logger, "warning",
    Mock())``): it stands in for
    Python's own interface, which does not drift with the project. A
    function replaced by a mock given attributes (``os.stat`` by
    ``Mock(st_size=3)``) is taken for what it returns: still reported."""
    answers_only = _answers_only(replacement)
    for target in patched_targets(node, member, ctx):
        if "." not in target or not stdlib_function(target, ctx, classes=True):
            continue
        if not _a_standard_routine(canonical(target, ctx.filename)) or answers_only:
            return True
    # A method of what a standard-library call built (`patch.object(logger,
    # "warning", Mock())`, `logger = logging.getLogger(...)` in the project).
    return answers_only and built_by_the_standard_library(node, member, ctx)


def _a_standard_routine(target: str) -> bool:
    """Whether a standard-library name is a function, read from its module
    when the interpreter has it loaded already (nothing is imported for
    it); a name that cannot be read so is taken for a function."""
    module_name, _, attribute = target.rpartition(".")
    module = sys.modules.get(module_name)
    if module is None:
        return True
    found = vars(module).get(attribute)  # no module ``__getattr__`` runs
    return found is None or inspect.isroutine(found)


# What Python's own file objects answer (``io``'s text and binary streams).
_FILE_ATTRIBUTES = frozenset(
    name for kind in (io.TextIOWrapper, io.BufferedRandom, io.BytesIO, io.StringIO)
    for name in dir(kind) if not name.startswith("_")
)


def configured_as_a_file(node: ast.Call, places, ctx) -> bool:
    """A mock the test gives only attributes of Python's file objects, in
    its constructor and where it is bound (``Mock(closed=False)``,
    ``stream.seek.side_effect = ...``, ``stdout.isatty.return_value =
    True``): it stands in for a stream, whose interface is Python's own,
    unless a parameter it is handed to is annotated (``reader: Reader``)."""
    given = {keyword.arg for keyword in node.keywords if keyword.arg}
    given -= OWN_PARAMETERS
    for key, scope in places:
        if "." in key or any(
            _annotation(call, slot, ctx) is not None
            for call, slot in _hand_offs(scope, ctx).get(key, ())
        ):
            return False  # where it goes says what it is (see above)
        reads = reads_in(scope, ctx)
        for read in reads.reads.get(key, ()):
            parent = reads.parents.get(read)
            if type(parent) is ast.Attribute and not is_mock_api(parent.attr):
                given.add(parent.attr)
    return bool(given) and given <= _FILE_ATTRIBUTES
