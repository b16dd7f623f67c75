"""Checks a test class installs in its ``setUp`` (TA301): one of its own
checking methods handed to the code under test as a callback
(``self.repl.pager = self.assert_pager_gets_text``, ``self.network.send_message
= self._check_sent``, ``client.on_reply(self.check_reply)``), or an instance
of a class of the file whose methods check (``Viewer(self.screen)`` where
``self.screen = FakeScreen()`` and ``FakeScreen.addstr`` asserts). The code
calls it back while a test drives it, so the tests of that class check
through it.
"""

from __future__ import annotations

import ast

from flake8_testarch.rules.validation._check_search import body_checks
from flake8_testarch.syntax import has_a_base, last_name, on_self

_SETUP_METHODS = frozenset({"setUp", "asyncSetUp", "setup_method", "setup"})
_SCRATCH = "TA301 installed checks"  # ctx.scratch key: class -> bool


def checks_installed_by_setup(owner: ast.ClassDef, ctx, patterns) -> bool:
    """Whether the class's own setUp hands one of its checking methods on."""
    memo = ctx.scratch.setdefault(_SCRATCH, {})
    found = memo.get(owner)
    if found is None:
        found = memo[owner] = _installs_a_check(owner, ctx, patterns)
    return found


def _installs_a_check(owner: ast.ClassDef, ctx, patterns) -> bool:
    methods = _methods(owner)
    handed: set[str] = set()
    built: dict[str, ast.ClassDef] = {}  # self attribute -> the file's class it holds
    for name in _SETUP_METHODS & methods.keys():
        for node in ast.walk(methods[name]):
            if type(node) is ast.Assign and on_self(node.value) and not all(
                on_self(target) for target in node.targets
            ):
                handed.add(node.value.attr)  # stored on another object
            elif type(node) is ast.Assign and type(node.value) is ast.Call:
                cls = _class_of_the_file(node.value, ctx)
                if cls is not None:
                    built.update((target.attr, cls) for target in node.targets if on_self(target))
            elif type(node) is ast.Call:
                for argument in (*node.args, *(k.value for k in node.keywords)):
                    if on_self(argument):
                        handed.add(argument.attr)
                    elif type(argument) is ast.Call:
                        cls = _class_of_the_file(argument, ctx)
                        if cls is not None and _any_method_checks(cls, ctx, patterns):
                            return True
    return any(
        name in methods and body_checks(methods[name], ctx.imports, patterns) for name in handed
    ) or any(
        name in built and _any_method_checks(built[name], ctx, patterns) for name in handed
    ) or any(
        # `self.root = MyNode("root")`, `MyNode` deriving from the code under
        # test and putting a tripwire in its special methods: the inherited
        # code the tests drive calls them on it
        has_a_base(cls) and _sets_a_tripwire(cls, ctx) for cls in set(built.values())
    )


def _methods(cls: ast.ClassDef) -> dict:
    return {
        statement.name: statement for statement in cls.body
        if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
    }


def _class_of_the_file(call: ast.Call, ctx) -> ast.ClassDef | None:
    definition = ctx.semantic.called_definition(call.func, ctx.scope)
    return definition if type(definition) is ast.ClassDef else None


def _any_method_checks(cls: ast.ClassDef, ctx, patterns) -> bool:
    return any(
        body_checks(method, ctx.imports, patterns) for method in _methods(cls).values()
    )


def _sets_a_tripwire(cls: ast.ClassDef, ctx) -> bool:
    """The class, or a function of the file it puts in place
    (``setattr(cls, attr, partial(prevent_access, attr))``), asserts or
    raises ``AssertionError``: not a fake that raises other errors on cue."""
    functions = {
        statement.name: statement for statement in ctx.tree.body
        if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
    }
    named = [
        functions[node.id] for node in ast.walk(cls)
        if type(node) is ast.Name and type(node.ctx) is ast.Load and node.id in functions
    ]
    return any(
        type(node) is ast.Assert or type(node) is ast.Raise and _raises_an_assertion(node)
        for scope in (cls, *named) for node in ast.walk(scope)
    )


def _raises_an_assertion(node: ast.Raise) -> bool:
    raised = node.exc.func if type(node.exc) is ast.Call else node.exc
    return raised is not None and last_name(raised) == "AssertionError"
