"""Checks a test class installs in its ``setUp`` (TA301): one of its own
checking methods handed to the code under test as a callback
(``self.repl.pager = self.assert_pager_gets_text``, ``self.network.send_message
= self._check_sent``, ``client.on_reply(self.check_reply)``). The code calls
it back while a test drives it, so the tests of that class check through it.
"""

from __future__ import annotations

import ast

from flake8_testarch.rules.validation._check_search import body_checks
from flake8_testarch.syntax import on_self

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
    methods = {
        statement.name: statement for statement in owner.body
        if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
    }
    handed: set[str] = set()
    for name in _SETUP_METHODS & methods.keys():
        for node in ast.walk(methods[name]):
            if type(node) is ast.Assign and on_self(node.value) and not all(
                on_self(target) for target in node.targets
            ):
                handed.add(node.value.attr)  # stored on another object
            elif type(node) is ast.Call:
                handed.update(
                    argument.attr for argument in (*node.args, *(k.value for k in node.keywords))
                    if on_self(argument)
                )
    return any(
        name in methods and body_checks(methods[name], ctx.imports, patterns) for name in handed
    )
