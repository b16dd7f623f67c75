"""Calls a test makes whose outcome the file checks (TA301's raise pairs):
a call made as a statement and followed by an assertion on what it acted
on changes state, so getting through it is not the whole check."""

from __future__ import annotations

import ast
import builtins

from flake8_testarch.suite.doubles import MOCK_CALL_CHECKS
from flake8_testarch.suite.vocabulary import RAISE_EXPECTING_METHODS
from flake8_testarch.syntax import blocks, dotted_name, on_self


def checked_after(ctx, names: frozenset[str]) -> frozenset[tuple[str | None, str]]:
    """Of ``names``, the last names of the calls that functions of the file
    make as statements, their results thrown away, and then follow with an
    ``assert`` or an assertion call that reads what the call acted on: its
    receiver or a name handed to it (``stock.reserve(3)`` then ``assert
    stock.level == 7``: the call changes state). A call whose result
    another test keeps and checks (``app = make_app(...)``) is a query, and
    so is one whose later asserts are about something else: getting through
    is still all the accepting half asks. Checks of how a mock was called
    (``validator.authenticate.assert_called_once_with(request)``) are about
    the collaborator, not the call's outcome. Only the functions making one
    of those calls are read whole. A name called on ``self`` comes with
    the class of the file that defines that method for the caller (another
    class's ``self._call`` is another method, an inherited one the same),
    any other, and one no class of the caller's defines, with None."""
    found: set[tuple[str | None, str]] = set()
    classes = file_classes(ctx.tree)
    for statement in ctx.tree.body:
        owner = statement if type(statement) is ast.ClassDef else None
        for function in functions_in([statement]):
            calls = [
                (
                    defining_class(owner, called_name(call.func), classes)
                    if on_self(call.func) else None,
                    called_name(call.func), call,
                )
                for call in discarded_call_nodes(function.body)
                if called_name(call.func) in names
            ]
            calls = [(key, name, call) for key, name, call in calls if (key, name) not in found]
            if not calls:
                continue
            checked = checked_texts(function)
            assigned = _assignments(function)
            for key, name, call in calls:
                subjects = _derived(_subjects(call), call.lineno, assigned)
                if any(read_after(subject, call.lineno, checked) for subject in subjects):
                    found.add((key, name))
    return frozenset(found)


def file_classes(tree: ast.Module) -> dict[str, ast.ClassDef]:
    return {node.name: node for node in tree.body if type(node) is ast.ClassDef}


def defining_class(owner: ast.ClassDef | None, name: str, classes) -> str | None:
    """The class of the file, ``owner`` or a base of it the file defines,
    whose method ``name`` is; None when none defines it (a base's tests
    calling what each subclass defines run with every one of them)."""
    seen, pending = set(), [owner] if owner is not None else []
    while pending:
        current = pending.pop(0)
        if current.name in seen:
            continue
        seen.add(current.name)
        if any(
            type(item) in (ast.FunctionDef, ast.AsyncFunctionDef) and item.name == name
            for item in current.body
        ):
            return current.name
        pending += [classes[base.id] for base in current.bases
                    if type(base) is ast.Name and base.id in classes]
    return None


def _assignments(function) -> list[tuple[int, list[str], list[str]]]:
    """Each assignment to names in the function: its line, the names
    assigned, and the dotted texts its value reads."""
    found = []
    for node in ast.walk(function):
        if type(node) is not ast.Assign:
            continue
        targets = [
            name.id for target in node.targets for name in ast.walk(target)
            if type(name) is ast.Name
        ]
        if targets:
            found.append((node.lineno, targets, _read_texts(node.value)))
    return found


def _derived(subjects: list[str], line: int, assigned) -> set[str]:
    """The subjects and the names later assigned from them (``rows =
    cursor.fetchall()`` after ``cursor.execute(...)``): an assert on
    ``rows`` reads what the call acted on."""
    found = set(subjects)
    grew = bool(found)
    while grew:
        grew = False
        for at, targets, reads in assigned:
            if at > line and not found.issuperset(targets) and any(
                _reads(subject, text) for subject in found for text in reads
            ):
                found.update(targets)
                grew = True
    return found


def discarded_call_nodes(statements, kinds=(ast.Expr,)) -> list[ast.Call]:
    """The calls made as expression statements (awaited too); with
    ``kinds`` including ``ast.Return``, the calls returned as well."""
    found = []
    for statement in statements:
        value = statement.value if type(statement) in kinds else None
        if type(value) in WAITED:
            value = value.value
        if type(value) is ast.Call:
            found.append(value)
    return found


def _subjects(call: ast.Call) -> list[str]:
    """What a call may act on: the object its method belongs to, and the
    names handed to it (builtins such as ``int`` are values, not state)."""
    found = []
    if type(call.func) is ast.Attribute:
        receiver = dotted_name(call.func.value)
        if receiver and receiver not in ("self", "cls"):
            # `self.include(doc)`: the test's own helper acts on what it is handed
            found.append(receiver)
    for argument in (*call.args, *(keyword.value for keyword in call.keywords)):
        if type(argument) is ast.Name and argument.id not in _BUILTIN_NAMES:
            found.append(argument.id)
    return found


def checked_texts(function) -> list[tuple[int, str]]:
    """The line and dotted text of every name and attribute chain read by
    the function's asserts and assertion calls (``assert*``, ``fail*``; a
    mock's call checks left out, and so are raise checks: ``choice.validate(1)``
    then ``assertRaises(E, choice.validate, 4)`` is the same pair again, not
    a look at what the first call changed)."""
    found = []
    for node in ast.walk(function):
        if type(node) is ast.Assert:
            checked = node.test
        elif type(node) is ast.Call:
            name = called_name(node.func)
            if name is None or not name.startswith(_CHECKING) or name in MOCK_CALL_CHECKS:
                continue
            if name in RAISE_EXPECTING_METHODS:
                continue  # another raise check (`assertRaises(E, choice.validate, 4)`)
            # what it is handed, not the assertion method (`self.assertEqual`)
            checked = ast.Tuple(elts=[*node.args, *(k.value for k in node.keywords)])
        else:
            continue
        found += [(node.lineno, text) for text in _read_texts(checked)]
    return found


def _read_texts(expression) -> list[str]:
    """The dotted texts of the names and attribute chains in an expression."""
    found = []
    for inner in ast.walk(expression):
        text = dotted_name(inner) if type(inner) in (ast.Name, ast.Attribute) else None
        if text:
            found.append(text)
    return found


def _reads(subject: str, text: str) -> bool:
    return text == subject or text.startswith(subject + ".")


def read_after(subject: str, line: int, checked) -> bool:
    return any(at > line and _reads(subject, text) for at, text in checked)


_BUILTIN_NAMES = frozenset(dir(builtins))


# unittest's assertion methods, their old `failUnless*` / `failIf*` names too
_CHECKING = ("assert", "fail")


def functions_in(statements):
    """Every function defined by a statement, nested ones included."""
    stack = list(statements)
    while stack:
        statement = stack.pop()
        if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef):
            yield statement
        for _field, block in blocks(statement):
            stack.extend(block)


WAITED = (ast.Await, ast.Yield, ast.YieldFrom)


def called_name(expression) -> str | None:
    if type(expression) is ast.Attribute:
        return expression.attr
    return expression.id if type(expression) is ast.Name else None
