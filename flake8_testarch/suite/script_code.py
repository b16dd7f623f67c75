"""Code of a test module that only runs when the module is run as a script:
a function of the module, not a test or fixture, whose every call sits
under ``if __name__ == "__main__":``. A test run never calls it, so what
it waits on or changes is nobody's test (TA101, TA102, TA701, TA702)."""

from __future__ import annotations

import ast

from flake8_testarch.project.reexports import canonical
from flake8_testarch.suite.collection import Role
from flake8_testarch.syntax import has_a_base


def run_only_as_a_script(function, ctx) -> bool:
    """A helper of the module, not a test or fixture, whose every call sits
    under ``if __name__ == "__main__":`` at module level
    (``configure_env()`` there): a test run never calls it."""
    guards = _main_guards(ctx)
    if not guards or type(function) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return False
    if ctx.semantic.scope_of(function).parent is not ctx.semantic.module:
        return False  # not a function of the module itself
    if ctx.role(function) not in (None, Role.HELPER):
        return False  # a test or fixture the runner calls too
    calls = ctx.semantic.only_called(function)
    return bool(calls) and all(
        any(guard.lineno <= call.lineno <= guard.end_lineno for guard in guards)
        for call in calls
    )


def _main_guards(ctx) -> list[ast.If]:
    """The module's ``if __name__ == "__main__":`` blocks (read once per file)."""
    guards = ctx.scratch.get(_GUARDS)
    if guards is None:
        guards = ctx.scratch[_GUARDS] = [
            statement for statement in ctx.tree.body
            if type(statement) is ast.If and mentions_main(statement.test)
        ] if "__main__" in ctx.text else []
    return guards


_GUARDS = "main guards"  # ctx.scratch key: the module's `if __name__ == ...` blocks


def mentions_main(test: ast.AST) -> bool:
    return any(type(node) is ast.Name and node.id == "__name__" for node in ast.walk(test))


def a_script_without_tests(ctx) -> bool:
    """A file named like a test module that defines no test, fixture or test
    class, and runs through ``if __name__ == "__main__":`` but not a test
    runner there (``sys.path[0:0] = ["."]`` at its top so that it runs from
    the project's root): a script kept beside the tests, whose
    module-level code is the script's own."""
    found = ctx.scratch.get(_SCRIPT)
    if found is None:
        guards = _main_guards(ctx)
        found = ctx.scratch[_SCRIPT] = bool(guards) and not any(
            _runs_tests(guard, ctx) for guard in guards
        ) and not any(_collected(statement, ctx) for statement in ctx.tree.body)
    return found


def _runs_tests(guard: ast.If, ctx) -> bool:
    """``unittest.main()``, ``pytest.main([__file__])`` (also through a
    project module that re-exports ``unittest``): the block runs the
    module's tests, generated ones too (``globals().update(make_tests())``)."""
    return any(
        type(node) is ast.Call
        and canonical(ctx.resolve(node.func) or "", ctx.filename).partition(".")[0] in _RUNNERS
        for node in ast.walk(guard)
    )


_RUNNERS = frozenset({"unittest", "pytest", "nose", "nose2", "twisted"})


_SCRIPT = "a script without tests"  # ctx.scratch key


def _collected(statement: ast.stmt, ctx) -> bool:
    if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef):
        return ctx.collection.role(statement, None) in (Role.TEST, Role.FIXTURE)
    if type(statement) is ast.ClassDef:
        if ctx.collection.class_kind(statement, None) is not None:
            return True
        # A class with a base the linter cannot read (`proctest.ProcTest`
        # from a module the sdist lacks) and test methods may be a TestCase.
        return has_a_base(statement) and any(
            type(member) in (ast.FunctionDef, ast.AsyncFunctionDef)
            and member.name.startswith("test")
            for member in statement.body
        )
    return False
