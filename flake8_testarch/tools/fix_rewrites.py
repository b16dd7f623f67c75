"""The libcst passes of ``flake8-testarch fix`` (see fix.py for what they rewrite).

``Survey`` reads the file first: which functions are pytest tests that can
take a fixture parameter, and where each string literal sits (the body of
which test, or anywhere else). ``Rewriter`` then rewrites the reported
nodes, found by the position flake8 gave (line, and column in characters),
and adds the parameters the rewritten tests need.
"""

from __future__ import annotations

import ast

import libcst as cst
from libcst.metadata import PositionProvider

PATCH_NAMES = ("patch", "patch.object")
# How many arguments each takes by position before ``new`` (which must not be given).
_TARGET_ARGUMENTS = {"patch": 1, "patch.object": 2}
_WHOLE_SPEC = "replaces the target with a MagicMock without a spec"
_PLAIN_ENV = "changed without restore, later tests see it; use monkeypatch.setenv"


class _Frame:
    __slots__ = ("key", "in_body")

    def __init__(self, key):
        self.key = key  # (def line, name) of a function; None for a class
        self.in_body = False


class _Scopes:
    """Keeps the function or class being visited, and whether in its body
    (mixed into a libcst visitor or transformer)."""

    def _start_scopes(self):
        self.frames: list[_Frame] = []

    def key_of(self, node: cst.FunctionDef):
        return (self.get_metadata(PositionProvider, node.name).start.line, node.name.value)

    def visit_FunctionDef(self, node):
        self.frames.append(_Frame(self.key_of(node)))

    def visit_FunctionDef_body(self, node):
        self.frames[-1].in_body = True

    def leave_FunctionDef_body(self, node):
        self.frames[-1].in_body = False

    def visit_ClassDef(self, node):
        self.frames.append(_Frame(None))

    def leave_ClassDef(self, original_node, *rest):
        self.frames.pop()
        return rest[0] if rest else None

    def owner(self):
        """The function whose body holds the node being visited; None elsewhere."""
        frame = self.frames[-1] if self.frames else None
        return frame.key if frame is not None and frame.in_body else None

    def at(self, node) -> tuple[int, int]:
        start = self.get_metadata(PositionProvider, node).start
        return start.line, start.column


class Survey(_Scopes, cst.CSTVisitor):
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, pytest_tests: set[tuple[int, str]]):
        cst.CSTVisitor.__init__(self)
        self._start_scopes()
        self.pytest_tests = pytest_tests
        # (def line, name) -> the parameter names, or None when one cannot be added.
        self.parameters: dict[tuple[int, str], frozenset[str] | None] = {}
        # A string literal's value -> the functions whose bodies hold a copy (None: elsewhere).
        self.owners: dict[str, set] = {}
        self.positions: dict[tuple[int, int], tuple[str, object]] = {}
        self.concatenated: set[int] = set()

    def visit_FunctionDef(self, node):
        super().visit_FunctionDef(node)
        self.parameters[self.frames[-1].key] = _parameter_names(node.params)

    def leave_FunctionDef(self, original_node):
        self.frames.pop()

    def visit_ConcatenatedString(self, node):
        self.concatenated.update((id(node.left), id(node.right)))

    def visit_SimpleString(self, node):
        value = literal(node)
        if value is None:
            return
        owner = self.owner()
        self.owners.setdefault(value, set()).add(owner)
        self.positions[self.at(node)] = (value, owner)


class Rewriter(_Scopes, cst.CSTTransformer):
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, targets: dict, survey: Survey, temp_dirs: tuple[str, ...]):
        cst.CSTTransformer.__init__(self)
        self._start_scopes()
        self.targets = targets
        self.survey = survey
        self.temp_dirs = temp_dirs
        self.needs: dict[tuple[int, str], list[str]] = {}
        self.count = 0
        # Imports a rewrite may have left unused: (module, name or None).
        self.maybe_unused: set[tuple[str, str | None]] = set()
        # (test, literal) pairs that TA704 reports.
        self.temp_literals = {
            survey.positions[position][::-1]
            for position, finding in targets.items()
            if finding.code == "TA704" and position in survey.positions
        }

    # --- the functions ------------------------------------------------------------
    def leave_FunctionDef(self, original_node, updated_node):
        key = self.frames.pop().key
        wanted = [name for name in self.needs.get(key, ()) if name not in
                  (self.survey.parameters.get(key) or ())]
        if not wanted:
            return updated_node
        params = updated_node.params
        items = list(params.params)
        for name in wanted:
            items = _appended(
                items, cst.Param(cst.Name(name)), updated_node.whitespace_before_params
            )
        return updated_node.with_changes(params=params.with_changes(params=items))

    def _takes(self, fixture: str) -> bool:
        """Whether the innermost function is a pytest test that has or can take ``fixture``."""
        key = self.owner()
        if key is None or key not in self.survey.pytest_tests:
            return False
        if self.survey.parameters.get(key) is None:
            return False
        self.needs.setdefault(key, [])
        if fixture not in self.needs[key]:
            self.needs[key].append(fixture)
        return True

    # --- TA602 --------------------------------------------------------------------
    def leave_Call(self, original_node, updated_node):
        finding = self.targets.get(self.at(original_node))
        if finding is None or finding.code != "TA602" or _WHOLE_SPEC not in finding.text:
            return updated_node
        member = _patch_member(updated_node.func)
        if member is None:
            return updated_node
        args = updated_node.args
        positional = [arg for arg in args if arg.keyword is None]
        if any(arg.star for arg in args) or len(positional) > _TARGET_ARGUMENTS[member]:
            return updated_node
        if any(arg.keyword.value in ("new", "new_callable", "autospec", "spec", "spec_set")
               for arg in args if arg.keyword is not None):
            return updated_node
        autospec = cst.Arg(
            value=cst.Name("True"),
            keyword=cst.Name("autospec"),
            equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")),
        )
        self.count += 1
        return updated_node.with_changes(
            args=_appended(list(args), autospec, updated_node.whitespace_before_args)
        )

    # --- TA701 --------------------------------------------------------------------
    def leave_Assign(self, original_node, updated_node):
        finding = self.targets.get(self.at(original_node))
        if finding is None or finding.code != "TA701" or _PLAIN_ENV not in finding.text:
            return updated_node
        if len(updated_node.targets) != 1:
            return updated_node
        target = updated_node.targets[0].target
        if not (isinstance(target, cst.Subscript) and _is_environ(target.value)
                and len(target.slice) == 1 and isinstance(target.slice[0].slice, cst.Index)):
            return updated_node
        if not self._takes("monkeypatch"):
            return updated_node
        key = target.slice[0].slice.value
        written = _dotted(target.value)
        self.maybe_unused.add(("os", None) if written == "os.environ" else ("os", "environ"))
        call = cst.Call(
            func=cst.Attribute(cst.Name("monkeypatch"), cst.Name("setenv")),
            args=[cst.Arg(key, comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))),
                  cst.Arg(updated_node.value)],
        )
        self.count += 1
        return cst.Expr(call, semicolon=updated_node.semicolon)

    # --- TA704 --------------------------------------------------------------------
    def leave_SimpleString(self, original_node, updated_node):
        value = literal(original_node)
        owner = self.owner()
        if value is None or (owner, value) not in self.temp_literals:
            return updated_node
        if id(original_node) in self.survey.concatenated:
            return updated_node
        name = self._name_in_temp_dir(value)
        if name is None or not self._everywhere_fixable(value) or not self._takes("tmp_path"):
            return updated_node
        quote = original_node.value[0]
        text = "str(tmp_path)" if name == "" else f"str(tmp_path / {quote}{name}{quote})"
        if self.at(original_node) in self.targets:
            self.count += 1
        return cst.parse_expression(text).with_changes(
            lpar=updated_node.lpar, rpar=updated_node.rpar
        )

    def _name_in_temp_dir(self, value: str) -> str | None:
        """'' for a shared temp directory itself, the file name for one file in
        it, None for anything else."""
        for directory in self.temp_dirs:
            if value.rstrip("/") == directory:
                return ""
            folder, _, name = value.rpartition("/")
            if folder == directory and name not in ("", ".", "..") and name.isprintable() \
                    and "\\" not in name and "'" not in name and '"' not in name:
                return name
        return None

    def _everywhere_fixable(self, value: str) -> bool:
        """Every copy of the literal sits in the body of a pytest test that can take
        ``tmp_path``: none in a helper, a constant or a unittest test."""
        owners = self.survey.owners.get(value, set())
        return all(
            owner is not None and owner in self.survey.pytest_tests
            and self.survey.parameters.get(owner) is not None
            for owner in owners
        )


def literal(node: cst.SimpleString) -> str | None:
    """The value of a plain one-line string literal (no prefix); None otherwise."""
    text = node.value
    if text[:1] not in ("'", '"') or text.startswith(("'''", '"""')):
        return None
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return None
    return value if isinstance(value, str) else None


def _parameter_names(params: cst.Parameters) -> frozenset[str] | None:
    """The names of a function's parameters; None when a fixture parameter
    cannot simply be added at the end (``*args``, keyword-only, positional-only
    or defaulted parameters)."""
    if params.posonly_params or params.kwonly_params or params.star_kwarg is not None:
        return None
    if isinstance(params.star_arg, (cst.Param, cst.ParamStar)):
        return None
    if any(param.default is not None for param in params.params):
        return None
    return frozenset(param.name.value for param in params.params)


def _appended(items: list, new, before_first):
    """``items`` (arguments or parameters) with ``new`` at the end, laid out like
    the last one: on its own line after a trailing comma, else after ', ' (and
    before the comment or line break that followed the last one)."""
    if not items:
        return [new]
    last = items[-1]
    if isinstance(last.comma, cst.Comma):
        leading = items[-2].comma.whitespace_after if len(items) > 1 else before_first
        new = new.with_changes(comma=last.comma)
        last = last.with_changes(comma=cst.Comma(whitespace_after=leading))
        return [*items[:-1], last, new]
    after = "whitespace_after_arg" if isinstance(last, cst.Arg) else "whitespace_after_param"
    new = new.with_changes(**{after: getattr(last, after)})
    last = last.with_changes(
        comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")),
        **{after: cst.SimpleWhitespace("")},
    )
    return [*items[:-1], last, new]


def _dotted(node) -> str | None:
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        owner = _dotted(node.value)
        return f"{owner}.{node.attr.value}" if owner else None
    return None


def _patch_member(func) -> str | None:
    """'patch' or 'patch.object' for ``patch``, ``mock.patch.object``,
    ``mocker.patch`` and the like; None for other callees."""
    written = _dotted(func) or ""
    for member in ("patch.object", "patch"):
        if written == member or written.endswith("." + member):
            return member
    return None


def _is_environ(node) -> bool:
    written = _dotted(node) or ""
    return written == "environ" or written.endswith(".environ")
