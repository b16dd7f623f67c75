"""Waits on a child process that runs another program of the environment
(``proc.communicate()`` after ``proc = subprocess.Popen(["git", "init"])``):
the code under test cannot make it hang (TA102)."""

from __future__ import annotations

import ast

from flake8_testarch.project.modules import ModuleView
from flake8_testarch.rules.waiting._programs import _another_program, _command_words, _runs_code
from flake8_testarch.rules.waiting._waitables import Receivers
from flake8_testarch.semantic.reading import parameters
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.syntax import walk_local

# Calls that start a process from a command: where the command is, the
# program first (a list or string as the first argument, or each argument).
_STARTERS = {
    "subprocess.Popen": "first",
    "asyncio.create_subprocess_exec": "each",
    "asyncio.create_subprocess_shell": "first",
}


def waits_on_another_program(wait: ast.Call, ctx) -> bool:
    """Whether ``proc.wait()`` / ``proc.communicate()`` waits on a process
    started, where its name is bound, with a written-out command of another
    program (``proc = await asyncio.create_subprocess_exec("docker", "pull",
    image)``, ``proc = subprocess.Popen(["git", "init"])``)."""
    func = wait.func
    if type(func) is not ast.Attribute or func.attr not in ("wait", "communicate"):
        return False
    receiver = func.value
    if type(receiver) is ast.Name:
        made = ctx.semantic.assigned_at(receiver)
    elif type(receiver) is ast.Call:
        made = receiver  # `Popen(["uname", "-m"], stdout=PIPE).communicate()`
    else:
        return False
    if type(made) is ast.Await:
        made = made.value
    if type(made) is not ast.Call:
        return False
    name = ctx.resolve(made.func)
    where = _STARTERS.get(name or "")
    if where is None:
        return _started_by_a_helper(made, name, ctx)
    given = next((keyword.value for keyword in made.keywords if keyword.arg == "args"), None)
    if where == "first" and given is not None and not made.args:
        command = given  # `Popen(args=["git", "init"])`
    elif not made.args:
        return False
    elif where == "first":
        command = made.args[0]
    elif len(made.args) == 1 and type(made.args[0]) is ast.Starred:
        command = made.args[0].value  # `create_subprocess_exec(*args)`: the list is the command
    else:
        command = ast.List(elts=list(made.args))
    return _another_program(_command_words(command, ctx), ctx)


def _started_by_a_helper(made: ast.Call, name: str | None, ctx) -> bool:
    """A function of the file or of the project that returns a process it
    starts with a written-out command of another program (``diff_subproc(a,
    b)`` returning ``subprocess.Popen(["git", "diff", a, b])``). What its
    parameters give such a program is the program's data; a program that
    runs code (an interpreter, a shell) must be given all of it written out."""
    found = _definition(made, name, ctx)
    if found is None:
        return False
    module, function = found
    returned = [
        node.value for node in walk_local(function)
        if type(node) is ast.Return and node.value is not None
    ]
    if len(returned) != 1 or type(returned[0]) is not ast.Call:
        return False
    started = returned[0]
    where = _STARTERS.get(module.imports.resolve(started.func) or "")
    if where is None or not started.args:
        return False
    command = started.args if where == "each" else started.args[0]
    if type(command) in (ast.List, ast.Tuple):
        command = command.elts
    elif type(command) is not list:
        return False
    given = {parameter.arg for parameter in parameters(function)}
    words = []
    for element in command:
        if type(element) is ast.Constant and isinstance(element.value, str):
            words.append(element.value)
        elif not (type(element) is ast.Name and element.id in given) or not words:
            return False  # the program, or code it is told to run, not written out
    if len(words) < len(command) and _runs_code(words[0]):
        return False
    return _another_program(words, ctx)


def _definition(call: ast.Call, name: str | None, ctx) -> tuple[ModuleView, ast.AST] | None:
    """The function a call goes to, in the file or in a project module."""
    found = Receivers(ctx).called(call, name)
    return found if found is not None and isinstance(found[1], FUNCTION_TYPES) else None
