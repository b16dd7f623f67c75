"""Category marks added to a test module by inserting lines, and checked.

Each mark is one inserted line: ``pytestmark = pytest.mark.X`` after the
module's imports, or ``@pytest.mark.X`` above a class or a test (above its
other decorators, at their indentation); ``import pytest`` joins the
imports when the module does not bind ``pytest``. Nothing else moves, so
formatting and comments stay as they were. ``apply`` then parses the result
and compares it with the old tree plus the same nodes put in by hand: a
file where the two differ is not changed (``Skipped``).
"""

from __future__ import annotations

import ast
import copy

from flake8_testarch.tools.workspace import newline_of


class Skipped(Exception):
    """The file cannot take the marks safely; the text says why."""


class MarkEdits:
    def __init__(self, text: str, tree: ast.Module):
        self.text = text
        self.tree = tree
        self.newline = newline_of(text)
        self.lines = text.splitlines(keepends=True)
        # Inserted text keyed by the 0-based line it goes before, in order.
        self._inserts: dict[int, list[str]] = {}
        self._expected = copy.deepcopy(tree)
        self._originals = {id(node): copied for node, copied in
                           zip(ast.walk(tree), ast.walk(self._expected))}
        self._module_marks: list[str] = []
        self._needs_import = not _binds_pytest_module(tree)

    # --- what to add --------------------------------------------------------
    def mark(self, holder: ast.AST, category: str) -> None:
        if isinstance(holder, ast.Module):
            self._module_marks.append(category)
            return
        first = min([holder.lineno, *(d.lineno for d in holder.decorator_list)])
        line = self.lines[first - 1]
        indent = line[: len(line) - len(line.lstrip())]
        if holder.decorator_list and not line.lstrip().startswith("@"):
            raise Skipped(f"the decorators of {holder.name} do not start their line")
        self._insert(first - 1, f"{indent}@pytest.mark.{category}{self.newline}")
        self._originals[id(holder)].decorator_list.insert(0, _expression(category))

    def apply(self) -> str:
        """The new text; raises Skipped when it is not the old tree plus the marks."""
        if self._needs_import and _pytest_name_taken(self.tree):
            raise Skipped("the name 'pytest' is bound to something else")
        header: list[str] = []
        nodes: list[ast.stmt] = []
        if self._needs_import:
            header.append(f"import pytest{self.newline}")
            nodes.append(ast.parse("import pytest").body[0])
        for category in self._module_marks:
            if header:
                header.append(self.newline)
            header.append(f"pytestmark = pytest.mark.{category}{self.newline}")
            nodes.append(ast.parse(f"pytestmark = pytest.mark.{category}").body[0])
        if header:
            at, index, after_future_only = self._header_anchor()
            if after_future_only or (self._module_marks and not self._needs_import):
                header.insert(0, self.newline)
            following = self.lines[at].strip() if at < len(self.lines) else ""
            if following.startswith(_DEFINITION_STARTS):
                header.append(self.newline * 2)  # pycodestyle's two lines before a definition
            elif following and self._module_marks:
                header.append(self.newline)
            self._insert(at, "".join(header), first=True)
            self._expected.body[index:index] = nodes
        new = self._render()
        try:
            parsed = ast.parse(new)
        except SyntaxError:
            raise Skipped("the marked text does not parse") from None
        if ast.dump(parsed) != ast.dump(self._expected):
            raise Skipped("the marked text does not parse back to the old code plus the marks")
        return new

    # --- where --------------------------------------------------------------
    def _header_anchor(self) -> tuple[int, int, bool]:
        """(the 0-based line before which the header goes, the index in the
        module body, whether only ``__future__`` imports come before it).

        After the last import that comes before the first definition (an
        ``import`` inside a ``try`` or ``if`` at top level counts), else after
        the docstring, else before the first statement."""
        body = self.tree.body
        last = None
        for index, statement in enumerate(body):
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                break
            if _imports(statement):
                last = index
        if last is not None:
            future_only = all(
                isinstance(s, ast.ImportFrom) and s.module == "__future__"
                for s in body[: last + 1] if _imports(s)
            )
            return body[last].end_lineno, last + 1, future_only
        if body and _is_docstring(body[0]):
            return body[0].end_lineno, 1, True
        if not body:
            return len(self.lines), 0, False
        first = body[0]
        start = min([first.lineno, *(d.lineno for d in getattr(first, "decorator_list", ()))])
        return start - 1, 0, False

    def _insert(self, before: int, text: str, first: bool = False) -> None:
        inserted = self._inserts.setdefault(before, [])
        inserted.insert(0, text) if first else inserted.append(text)

    def _render(self) -> str:
        lines = list(self.lines)
        if lines and not lines[-1].endswith(("\n", "\r")):
            lines[-1] += self.newline
        out = []
        for number in range(len(lines) + 1):
            out += self._inserts.get(number, ())
            if number < len(lines):
                out.append(lines[number])
        return "".join(out)


_DEFINITION_STARTS = ("def ", "async def ", "class ", "@")


def _expression(category: str) -> ast.expr:
    return ast.parse(f"pytest.mark.{category}", mode="eval").body


def _imports(statement: ast.stmt) -> bool:
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return True
    if isinstance(statement, (ast.Try, ast.If)):
        return any(isinstance(node, (ast.Import, ast.ImportFrom)) for node in ast.walk(statement))
    return False


def _is_docstring(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant) \
        and isinstance(statement.value.value, str)


def _module_level(tree: ast.Module):
    """The statements run at module level, inside top-level if/try/with/for
    blocks too, but not inside definitions."""
    pending = list(tree.body)
    while pending:
        statement = pending.pop()
        yield statement
        if not isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for field in ("body", "orelse", "finalbody"):
                pending += getattr(statement, field, ())
            for handler in getattr(statement, "handlers", ()):
                pending += handler.body


def _binds_pytest_module(tree: ast.Module) -> bool:
    """``import pytest`` at module level."""
    return any(
        isinstance(statement, ast.Import)
        and any(alias.name == "pytest" and alias.asname in (None, "pytest")
                for alias in statement.names)
        for statement in _module_level(tree)
    )


def _pytest_name_taken(tree: ast.Module) -> bool:
    """Something other than the pytest module bound to ``pytest`` at module level."""
    for statement in _module_level(tree):
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if statement.name == "pytest":
                return True
            continue
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            if any((alias.asname or alias.name.split(".")[0]) == "pytest"
                   for alias in statement.names):
                return True
            continue
        for child in ast.walk(statement):
            if isinstance(child, ast.Name) and child.id == "pytest" and isinstance(
                child.ctx, ast.Store
            ):
                return True
    return False
