"""What the TA6xx rules share: recognising mock constructors and patchers
(``unittest.mock``, the ``mock`` backport, pytest-mock's ``mocker``) and the
dotted names a patch replaces.

Every helper filters on a call's last name first and resolves imports only
for the few calls that could be mocks.
"""

from __future__ import annotations

import ast
import fnmatch

from flake8_testarch.suite.doubles import MOCK_MODULES
from flake8_testarch.suite.doubles import mock_member as member_of_mock
from flake8_testarch.suite.vocabulary import MONKEYPATCH_FACTORIES
from flake8_testarch.project import modules as project
from flake8_testarch.project import reexports
from flake8_testarch.project.roots import in_standard_library
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import dotted_name
from flake8_testarch.core.rule import OptionError

CONSTRUCTORS = frozenset(
    {"Mock", "MagicMock", "AsyncMock", "NonCallableMock", "NonCallableMagicMock"}
)
PATCHERS = frozenset({"patch", "patch.object", "patch.multiple", "patch.dict"})
# The last name of a callee worth resolving.
_LAST_NAMES = CONSTRUCTORS | {"patch", "object", "multiple", "dict"}


def last_name(func: ast.AST) -> str | None:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def mock_member(func: ast.AST, ctx) -> str | None:
    """``'patch.object'``, ``'MagicMock'``, ... when ``func`` names a member of
    unittest.mock, of the mock backport, or of a pytest-mock ``mocker`` fixture."""
    if last_name(func) not in _LAST_NAMES:
        return None
    return member_of_mock(func, lambda node: _mock_module_name(ctx.resolve(node), ctx))


def _mock_module_name(resolved: str | None, ctx) -> str | None:
    """A resolved name, followed through the project's re-exports when it does
    not name a mock library's member already (``from app.testing import
    mock`` where app/testing.py imports ``unittest.mock``)."""
    if resolved is None or resolved.startswith(MOCK_MODULES) or resolved.startswith("."):
        return resolved
    return reexports.canonical(resolved, ctx.filename)


def is_mock_name(node: ast.AST, ctx, members) -> bool:
    """Whether an expression names one of ``members`` of the mock libraries
    (``DEFAULT``, ``MagicMock``), resolved through imports."""
    resolved = _mock_module_name(ctx.resolve(node), ctx)
    if resolved is None:
        return False
    return any(
        resolved.startswith(prefix) and resolved[len(prefix):] in members
        for prefix in MOCK_MODULES
    )


def argument(call: ast.Call, position: int | None, keyword: str) -> ast.AST | None:
    """The expression given for a parameter, by keyword or at ``position``."""
    for given in call.keywords:
        if given.arg == keyword:
            return given.value
    if position is not None and position < len(call.args):
        candidate = call.args[position]
        if not any(isinstance(arg, ast.Starred) for arg in call.args[: position + 1]):
            return candidate
    return None


def has_keyword(call: ast.Call, name: str) -> bool:
    return any(given.arg == name for given in call.keywords)


def has_splat(call: ast.Call) -> bool:
    """``*args`` or ``**kwargs`` in a call: what it passes is unknown."""
    return any(isinstance(arg, ast.Starred) for arg in call.args) or any(
        given.arg is None for given in call.keywords
    )


def is_nothing(node: ast.AST | None) -> bool:
    """An argument that gives nothing: absent, ``None`` or ``False``."""
    return node is None or isinstance(node, ast.Constant) and node.value in (None, False)


# --- monkeypatch ---------------------------------------------------------------


def is_monkeypatch(receiver: ast.AST, ctx) -> bool:
    """The ``monkeypatch`` fixture, or a local bound to ``MonkeyPatch()`` /
    ``MonkeyPatch.context()``."""
    if not isinstance(receiver, ast.Name):
        return False
    if receiver.id == "monkeypatch":
        return True
    scope = ctx.current_function
    if scope is None:
        return False
    known = ctx.scratch.setdefault("mocking.monkeypatches", {})
    key = (scope, receiver.id)
    if key not in known:
        known[key] = any(
            isinstance(binding.value, ast.Call)
            and ctx.resolve(binding.value.func) in MONKEYPATCH_FACTORIES
            for binding in ctx.semantic.bindings(receiver.id, scope)
        )
    return known[key]


# --- what a patch replaces -------------------------------------------------------

_DOTTED = lazy_compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+")


def string_target(node: ast.AST | None) -> str | None:
    """A dotted target written as a string: ``"app.billing.charge"``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value.strip()
        if _DOTTED.fullmatch(text):
            return text
    return None


def object_target(owner: ast.AST | None, attribute: ast.AST | None, ctx) -> str | None:
    """``patch.object(billing, "charge")`` -> ``app.billing.charge``, the owner
    resolved through the file's imports; None when the owner is not imported."""
    if owner is None or not (
        isinstance(attribute, ast.Constant) and isinstance(attribute.value, str)
    ):
        return None
    resolved = ctx.resolve(owner)
    if resolved is None and isinstance(owner, ast.Name):
        resolved = instance_class(owner.id, ctx)
    if resolved is None or resolved.startswith("."):
        return None
    return f"{resolved}.{attribute.value}"


def instance_class(name: str, ctx) -> str | None:
    """The class a local name holds an instance of, when its only binding in the
    nearest function that binds it is ``name = SomeClass(...)`` or ``with
    SomeClass(...) as name``, and the callee is a class defined where its
    import says (read from the project or the installed environment, never imported)."""
    owner, bindings = ctx.semantic.binding_scope(name, ctx.scope)
    if owner is not None and owner.is_function:
        if len(bindings) != 1 or not isinstance(bindings[0].value, ast.Call):
            return None
        callee = ctx.resolve(bindings[0].value.func)
        if callee is None or callee.startswith("."):
            return None
        found = project.find_definition(callee, ctx.filename)
        if found is None:
            return None
        if isinstance(found[1], ast.ClassDef):
            return callee
        # What a function of the standard library builds is the standard
        # library's (``logging.getLogger(name)``): its methods keep Python's
        # signatures. Named by the function that built it.
        if isinstance(found[1], ast.FunctionDef) and in_standard_library(callee):
            return callee
    return None


def patched_targets(call: ast.Call, member: str, ctx) -> list[str]:
    """The dotted names a patcher or ``monkeypatch.setattr`` replaces (worked
    out once per call, whichever rule asks first)."""
    known = ctx.scratch.setdefault("mocking.targets", {})
    if call not in known:
        known[call] = _patched_targets(call, member, ctx)
    return known[call]


def _patched_targets(call: ast.Call, member: str, ctx) -> list[str]:
    if member == "patch" or member == "patch.dict":
        given = argument(call, 0, "target" if member == "patch" else "in_dict")
        target = string_target(_constant_held(given, ctx))
        return [target] if target else []
    if member == "patch.object":
        target = object_target(argument(call, 0, "target"), argument(call, 1, "attribute"), ctx)
        return [target] if target else []
    if member == "patch.multiple":
        owner = argument(call, 0, "target")
        base = string_target(owner) or (ctx.resolve(owner) if owner is not None else None)
        if not base or base.startswith("."):
            return []
        return [
            f"{base}.{given.arg}" for given in call.keywords
            if given.arg not in PATCH_MULTIPLE_OWN
        ]
    if member == "setattr":
        first = argument(call, 0, "target")
        if len(call.args) == 2 and not any(given.arg == "value" for given in call.keywords):
            target = string_target(first)
            return [target] if target else []
        target = object_target(first, argument(call, 1, "name"), ctx)
        return [target] if target else []
    return []


# What ``patch.multiple`` is given for itself; its other keywords name the
# attributes it replaces.
PATCH_MULTIPLE_OWN = frozenset({"target", "spec", "create", "spec_set", "autospec", "new_callable"})
# (spec, spec_set, wraps) positions, by constructor.
SPEC_POSITIONS = {
    "Mock": (0, 5, 3), "MagicMock": (0, 5, 3), "AsyncMock": (0, 5, 3),
    "NonCallableMock": (0, 3, 1), "NonCallableMagicMock": (0, 3, 1),
}
# (new, spec, spec_set, autospec, new_callable) positions, by patcher.
PATCH_POSITIONS = {
    "patch": (1, 2, 4, 5, 6),
    "patch.object": (2, 3, 5, 6, 7),
    "patch.multiple": (None, 1, 3, 4, 5),
}


def _constant_held(expression: ast.AST | None, ctx) -> ast.AST | None:
    """A name bound where it is read to a string literal (``TARGET =
    "app.sys.exc_info"`` then ``patch(TARGET)``), or a text built of such
    names and literals (``f"{module}.uvicorn"``, ``module + ".uvicorn"``):
    that text, as a literal."""
    if type(expression) in (ast.Name, ast.JoinedStr, ast.BinOp):
        text = _text_held(expression, ctx, 0)
        if text is not None:
            return ast.Constant(text)
    return expression


def _text_held(expression: ast.AST, ctx, depth: int) -> str | None:
    kind = type(expression)
    if kind is ast.Constant:
        return expression.value if isinstance(expression.value, str) else None
    if depth > 3:
        return None
    if kind is ast.Name:
        value = ctx.semantic.assigned_at(expression)
        return _text_held(value, ctx, depth + 1) if value is not None else None
    if kind is ast.BinOp and type(expression.op) is ast.Add:
        left = _text_held(expression.left, ctx, depth + 1)
        right = _text_held(expression.right, ctx, depth + 1) if left is not None else None
        return left + right if right is not None else None
    if kind is ast.JoinedStr:
        parts = []
        for part in expression.values:
            if type(part) is ast.FormattedValue:
                if part.conversion != -1 or part.format_spec is not None:
                    return None
                part = part.value
            text = _text_held(part, ctx, depth + 1)
            if text is None:
                return None
            parts.append(text)
        return "".join(parts)
    return None


def patch_call(node: ast.Call, ctx) -> str | None:
    """The patcher member (``patch``, ``patch.object``, ...) or ``setattr`` for a
    monkeypatch, or None."""
    name = last_name(node.func)
    if name == "setattr":
        func = node.func
        return "setattr" if isinstance(func, ast.Attribute) and is_monkeypatch(
            func.value, ctx
        ) else None
    if name not in ("patch", "object", "multiple", "dict"):
        return None
    member = mock_member(node.func, ctx)
    return member if member in PATCHERS else None


# --- following a dotted name to where it is defined -------------------------------


def split_module(dotted: str, importer: str) -> tuple[str, str, list[str]] | None:
    """``app.views.Gate.check`` -> (path of app/views.py, 'app.views', ['Gate', 'check']):
    the longest prefix that is a module of the project, and the attributes after it."""
    return reexports.split_module(dotted, importer)


def defining_names(dotted: str, importer: str) -> list[str]:
    """``dotted`` and the names it is an import of: a patch of
    ``app.views.check_permission`` replaces ``app.security.check_permission``
    when views imports it from there. Only the project's own modules are read
    (found from ``importer``, never imported)."""
    return reexports.reexport_chain(dotted, importer)


# --- options ----------------------------------------------------------------------

_GLOB = lazy_compile(r"[A-Za-z0-9_.*?\[\]!-]+")
_MODULE = lazy_compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*")


def _items(value) -> list[str]:
    items = value if isinstance(value, (list, tuple)) else str(value or "").split(",")
    return [item.strip() for item in items if item.strip()]


def parse_dotted_globs(value) -> tuple[str, ...]:
    """Globs over dotted names (``app.security.*``); an empty value gives none."""
    globs = _items(value)
    for glob in globs:
        if not _GLOB.fullmatch(glob) or not glob.strip("."):
            raise OptionError(
                f"expected comma-separated globs over dotted names such as "
                f"'app.security.*', got {glob!r}"
            )
    return tuple(globs)


def parse_module_names(value) -> tuple[str, ...]:
    """Dotted module names (``mock``, ``pytest_mock``); an empty value gives none."""
    names = _items(value)
    for name in names:
        if not _MODULE.fullmatch(name):
            raise OptionError(
                f"expected comma-separated module names such as 'mock,pytest_mock', got {name!r}"
            )
    return tuple(names)


def matching_glob(names, globs) -> tuple[str, str] | None:
    """The first (name, glob) where a glob matches a name, or None."""
    for name in names:
        for glob in globs:
            if fnmatch.fnmatchcase(name, glob):
                return name, glob
    return None


def target_text(node: ast.Call, member: str) -> str:
    """How the patch names its target, for the message."""
    first = argument(node, 0, "target")
    text = string_target(first)
    if text is None and first is not None:
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            text = first.value
        else:
            written = ast.unparse(first)  # `f"soco.core.{service}"`, `type(client)`
            text = dotted_name(first) or (written if len(written) <= 60 else "...")
    if member == "patch.object":
        attribute = argument(node, 1, "attribute")
        if isinstance(attribute, ast.Constant) and isinstance(attribute.value, str):
            return f"{text}, {attribute.value!r}"
        return f"{text}, ..."
    return repr(text) if string_target(first) or isinstance(first, ast.Constant) else text
