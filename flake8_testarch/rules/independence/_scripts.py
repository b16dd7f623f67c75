"""Code that runs as a test module is imported (TA701, TA702): a change made
then stays for its tests, unless it sits under ``if __name__ ==
"__main__":`` (see suite.script_code)."""

from __future__ import annotations

import ast
import os

from flake8_testarch.rules.independence._put_backs import puts_back
from flake8_testarch.suite.script_code import mentions_main
from flake8_testarch.syntax import walk_local


def stays_after_import(change, filename: str, tree: ast.Module, changes_at) -> bool:
    """Whether a change made as the test module is imported stays for every
    test collected with it: not in a ``conftest.py`` (configuration for
    every test below it), not under ``if __name__ == "__main__":``, and not
    undone by the module's own code as it is imported, nor the undoing
    itself (``sys.path.append(d)``, ``import examples``,
    ``sys.path.remove(d)``: a failure on the way fails the collection).
    ``changes_at``: the file's changes by node."""
    if os.path.basename(filename) == "conftest.py":
        return False
    line = change.node.lineno
    for statement in tree.body:
        if statement.lineno <= line <= (statement.end_lineno or statement.lineno):
            if type(statement) is ast.If and mentions_main(statement.test):
                return False
            break
    for node in walk_local(tree):
        if type(node) not in (ast.Call, ast.Assign, ast.AugAssign, ast.Delete):
            continue
        for other in changes_at(node):
            if other.node is change.node:
                continue
            if other.node.lineno > line and puts_back(other, change):
                return False
            if other.node.lineno < line and puts_back(change, other):
                return False
    return True
