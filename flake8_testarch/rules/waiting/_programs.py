"""Which program a child process runs, read from the command as written:
the project's code (Python, a script or path of the project, a command or
package the project declares, a program its entry points plug into) or
another program of the environment (``etcdctl``, ``pgrep``, ``git``).
A wait on another program cannot hang because the code under test does."""

from __future__ import annotations

import ast
import os
import re
import shlex

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.project.dependencies import normalised
from flake8_testarch.project.files import python_files, read_text
from flake8_testarch.project.modules import find_module, project_module_folder
from flake8_testarch.project.roots import in_environment, in_standard_library, project_for
from flake8_testarch.rules.waiting._inline_code import imports_nothing_of_the_project, only_imports
from flake8_testarch.rules.waiting._script_paths import path_from_this_file
from flake8_testarch.suite.marks import parametrized_values
from flake8_testarch.syntax import dotted_name, last_name, on_self, walk_local

# An interpreter runs whatever code it is given.
_INTERPRETER = lazy_compile(r"(python|pypy)[0-9.]*(\.exe)?")
# Options after which a command names the code or module to run.
_CODE_FOLLOWS = frozenset({"-c", "-m", "-e", "--command", "--eval"})
# Shells run the code they are given as much as interpreters do.
_SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "fish", "cmd", "cmd.exe",
                     "powershell", "powershell.exe", "pwsh"})
# Shell punctuation between the commands of one line.
_SHELL_OPERATORS = frozenset({"|", "||", "&&", ";", "&"})
# Code that puts something else in place of the standard library's ways of
# starting a process.
_REPLACING_PROCESSES = lazy_compile(
    r"^[ \t]*(?:subprocess\.Popen|asyncio\.create_subprocess_(?:exec|shell))[ \t]*=[^=]",
    re.MULTILINE,
)
_TEST_FOLDERS = frozenset({"test", "tests", "testing"})
_FILES_READ = 400


def processes_may_be_fakes(ctx) -> bool:
    """Whether the project's own code (outside its test folders) replaces
    ``subprocess.Popen`` or asyncio's process functions (``subprocess.Popen
    = FakePopen``): it is a library of fake processes, and what its tests
    start through those functions may be its fakes, which end when the test
    says. Read once per project."""
    project = project_for(ctx.filename)
    key = "waiting.processes may be fakes"
    if key not in project.memo:
        project.memo[key] = any(
            _replaces_processes(entry.path)
            for folder in project.package_roots
            for entry in python_files(
                folder, lambda _path, name: name not in _TEST_FOLDERS, limit=_FILES_READ
            )
        )
    return project.memo[key]


def _replaces_processes(path: str) -> bool:
    if os.path.basename(path).startswith(("test_", "conftest")):
        return False
    text = read_text(path)
    return ("Popen" in text or "create_subprocess" in text) and bool(
        _REPLACING_PROCESSES.search(text)
    )


def runs_another_program(call: ast.Call, ctx) -> bool:
    """Whether the command of ``subprocess.run(...)`` and the like is
    written out (a list of strings, a list of strings and then arguments
    added to it, or one string) and no word of it names the project's
    code: the child runs some other program."""
    return _another_program(_command_words(_command(call), ctx), ctx)


def _another_program(words: list[str] | None, ctx) -> bool:
    """Words of a command written out, none of which names the project's
    code; or Python told to run code written out that imports nothing of
    the project (``[sys.executable, "-c", "ord('é')"]``)."""
    if not words:
        return False
    if type(words[0]) is tuple:
        return all(_another_program([choice, *words[1:]], ctx) for choice in words[0])
    if _INTERPRETER.fullmatch(os.path.basename(words[0])) and "-c" in words[1:-1]:
        # `python -W default -c "..."`: the code written after `-c`.
        code = words[words.index("-c", 1) + 1]
        if _FILLED_IN in code:  # `-c f"import {name}"`: which module is not written
            return only_imports(code)
        return imports_nothing_of_the_project(code, ctx) or only_imports(code)
    if _INTERPRETER.fullmatch(os.path.basename(words[0])) and len(words) > 1 and (
        _a_script_apart(words[1], ctx)
    ):
        return True
    module = _module_run(words)
    project = project_for(ctx.filename)
    if module is not None and _another_distributions(module, ctx.filename):
        # `python -m venv env`, `python -mpip install x`: that module runs,
        # and the rest is its data; unless it is handed a script or a module
        # of the project to run (`python -m coverage run tests/app.py`).
        rest = _after_the_module(words)
        return not any(
            word.endswith(".py") or before == "-m" and _the_projects(word, project, ctx.filename)
            for before, word in zip(["", *rest], rest)
        )
    runs_code = _runs_code(words[0])
    return not any(
        _the_projects(word, project, ctx.filename) for at, word in enumerate(words)
        # What a program that does not run code is handed is its data (`git
        # add foo/module.py`, `mypy tests`), but for a module it is told to
        # run (`coverage run -m shop`).
        if runs_code or not at or words[at - 1] == "-m"
    )


def _script(element: ast.AST, ctx) -> str | None:
    """A Python script the command names by a path built from the test's
    own file (``str(Path(__file__).parent / "helper.py")``), as its
    absolute path, or by a module's file (``mod.__file__``); None for
    anything else."""
    if type(element) is ast.Attribute and element.attr == "__file__" and (
        type(element.value) is not ast.Name or element.value.id != "__name__"
    ):
        return _A_MODULES_FILE
    path = path_from_this_file(element, ctx)
    return path if path and path.endswith(".py") else None


# What a module's ``__file__`` stands for among a command's words: a script.
_A_MODULES_FILE = "<a module's file>.py"


def _a_script_apart(word: str, ctx) -> bool:
    """A script of the project, named by its absolute path, that imports
    nothing of the project (a helper that only uses the standard library):
    the child runs no code under test."""
    if not (os.path.isabs(word) and word.endswith(".py")):
        return False
    source = read_text(word)
    return bool(source) and imports_nothing_of_the_project(
        source, ctx, beside=os.path.dirname(word)
    )


def _module_run(words: list[str]) -> str | None:
    """The top-level module an interpreter is told to run (``-m name`` or
    ``-mname``), None for any other command."""
    if not _INTERPRETER.fullmatch(os.path.basename(words[0])):
        return None
    for at, word in enumerate(words[1:], 1):
        if word == "-m" and at + 1 < len(words):
            name = words[at + 1]
        elif word.startswith("-m") and len(word) > 2:
            name = word[2:]
        else:
            continue
        name = name.partition(".")[0]
        return name if name.isidentifier() else None
    return None


def _after_the_module(words: list[str]) -> list[str]:
    """The words after the module an interpreter is told to run."""
    for at, word in enumerate(words[1:], 1):
        if word == "-m":
            return words[at + 2:]
        if word.startswith("-m") and len(word) > 2:
            return words[at + 1:]
    return []


def _another_distributions(module: str, importer: str) -> bool:
    """A module of the standard library, one installed here that the
    project does not hold (``venv``, ``pip``), or one the project declares
    for its tests or as a dependency (``wheel`` in test-requirements.txt:
    installed where the suite runs); not one found nowhere."""
    if in_standard_library(module):
        return True
    if project_module_folder(module, importer) is not None:
        return False
    found = find_module(module, importer)
    if found is not None:
        return in_environment(found)
    project = project_for(importer)
    name = normalised(module)
    return name in project.development_dependencies or name in project.dependencies


def _runs_code(program: str) -> bool:
    """An interpreter or a shell: its arguments may name code it runs."""
    name = os.path.basename(program)
    return bool(_INTERPRETER.fullmatch(name)) or name in _SHELLS


def _given_words(name: ast.Name, ctx) -> list[str] | None:
    """The strings pytest may give a name (a parametrized argument, or a
    fixture's ``request.param``), when every one is written out; ``None``
    values (a case that runs nothing) are left out."""
    binding, scope = ctx.semantic.binding_at(name)
    if binding is None or scope is None:
        return None
    function = scope.node
    if not getattr(function, "decorator_list", None):
        return None
    if binding.kind == "parameter":
        values = parametrized_values(function, name.id, ctx.semantic)
    elif binding.assigned is not None and dotted_name(binding.assigned) == "request.param":
        values = parametrized_values(function, "request.param", ctx.semantic)
    else:
        return None
    words = []
    for value in values or ():
        if type(value) is not ast.Constant:
            return None
        if value.value is not None:
            if not isinstance(value.value, str):
                return None
            words.append(value.value)
    return words or None


def _command(call: ast.Call) -> ast.AST | None:
    if call.args:
        return call.args[0]
    return next((given.value for given in call.keywords if given.arg == "args"), None)


def _command_words(command: ast.AST | None, ctx, depth: int = 0) -> list[str] | None:
    """The literal words of the command, the program first; None when the
    program, or the code or module it is told to run (after ``-c``, ``-m``,
    ``-e``), is not written out. Other arguments not written out go to the
    program written out, and are left out of the words."""
    kind = type(command)
    if kind is ast.Name and depth < 2:
        value = ctx.semantic.assigned_at(command)
        return None if value is None else _command_words(value, ctx, depth + 1)
    if kind is ast.Call and command.args and ctx.resolve(command.func) == "shlex.split":
        # `shlex.split("docker pull image")`: the words of the text.
        return _command_words(command.args[0], ctx, depth + 1)
    if kind is ast.Call and not command.args and not command.keywords and (
        type(command.func) is ast.Attribute and command.func.attr == "split"
    ):
        # `"dbus-daemon --session".split()`, `start_cmd.split()`: the words of the text too.
        return _command_words(command.func.value, ctx, depth + 1)
    if kind is ast.Call and type(command.func) is ast.Name and depth < 2:
        # `get_mypy_cmd(path)`: a function of the file that returns the
        # command, its one `return` read as the command.
        made = ctx.semantic.definition(command.func)
        returns = [
            node.value for node in walk_local(made)
            if type(node) is ast.Return and node.value is not None
        ] if type(made) in (ast.FunctionDef, ast.AsyncFunctionDef) else []
        return _command_words(returns[0], ctx, depth + 1) if len(returns) == 1 else None
    if kind is ast.BinOp and type(command.op) is ast.Add and type(command.left) in (
        ast.List, ast.Tuple
    ):
        # ``["tool", "-w", "json"] + list(args)``: the program and its first
        # arguments are written out; what is added goes to that program.
        return _command_words(command.left, ctx, depth + 1)
    if kind in (ast.List, ast.Tuple):
        words = [
            _word(element, ctx) or _script(element, ctx) if at else _word(element, ctx)
            for at, element in enumerate(command.elts)
        ]
        # An f-string is read only as code after `-c` (which the code's
        # own reading judges); anywhere else, what it names is not written.
        words = [
            None if word and _FILLED_IN in word and words[at - 1:at] != ["-c"] else word
            for at, word in enumerate(words)
        ]
        if words and words[0] is None and _names_python(command.elts[0], ctx):
            words[0] = "python"
        if words and words[0] is None and type(command.elts[0]) is ast.Name:
            # `[scm, "init", "."]` with `scm` given by pytest: each value it
            # may take is a program of its own.
            choices = _given_words(command.elts[0], ctx)
            # The program's choices as one tuple, each read as the program.
            return choices and [tuple(choices), *(word for word in words[1:] if word is not None)]
        if not words or words[0] is None:
            return None
        for before, word in zip(words, words[1:]):
            if word is None and before in _CODE_FOLLOWS and _runs_code(words[0]):
                return None  # `sh -c script`, `python -m module`: what runs is not written
        return [word for word in words if word is not None]
    if kind is ast.Constant and isinstance(command.value, (str, bytes)):
        try:
            words = shlex.split(_text(command.value))
        except ValueError:
            return None
        return [word for word in words if word not in _SHELL_OPERATORS] or None
    if kind is ast.BinOp and type(command.op) is ast.Mod and type(command.left) is ast.Constant:
        # `'echo "%s" | kinit %s' % (password, user)`: the template's words,
        # the values filled in being arguments of the programs written out.
        return _template_words(command.left.value)
    return None


def _template_words(template) -> list[str] | None:
    """The written words of a ``%`` template; None when a program's own
    name is filled in (the first word, or one after a shell operator)."""
    if not isinstance(template, (str, bytes)):
        return None
    try:
        words = shlex.split(_text(template))
    except ValueError:
        return None
    found, program_next = [], True
    for word in words:
        if word in _SHELL_OPERATORS:
            program_next = True
            continue
        if "%" in word:
            if program_next:
                return None
        else:
            found.append(word)
        program_next = False
    return found or None


def _names_python(element: ast.AST, ctx) -> bool:
    """``sys.executable``, or a value named for a Python interpreter
    (``env.python_executable``, ``venv.python``, ``interpreter``)."""
    if ctx.resolve(element) == "sys.executable":
        return True
    name = last_name(element) if type(element) in (ast.Name, ast.Attribute) else None
    return bool(name) and _PYTHON_NAME.fullmatch(name) is not None


_PYTHON_NAME = lazy_compile(r"(?i)(\w+_)?_?(python|interpreter)(_?(executable|exe|path|bin))?")


def _literal(element: ast.AST) -> str | None:
    """The text of a string or bytes literal, or of an f-string with a
    name standing for each value filled in; None for anything else."""
    if type(element) is ast.Constant and isinstance(element.value, (str, bytes)):
        return _text(element.value)
    if type(element) is ast.JoinedStr:
        return "".join(
            part.value if type(part) is ast.Constant else _FILLED_IN
            for part in element.values
        )
    return None


# What an f-string's filled-in value reads as in a command's words.
_FILLED_IN = "__filled_in__"


def _word(element: ast.AST, ctx) -> str | None:
    """A literal, or a name bound where it is read to a literal
    (``OPENSSL = "openssl"`` then ``[OPENSSL, "version"]``), also as the
    default of a setting that may name the same program's path
    (``os.environ.get("HTPASSWD") or "htpasswd"``,
    ``os.getenv("GIT", "git")``), or found on the path by it
    (``shutil.which("git")``), or an attribute of the class given one
    (``self.kinit``, the class saying ``kinit = os.getenv("KINIT", "kinit")``)."""
    if type(element) is ast.Name:
        element = ctx.semantic.assigned_at(element)
    elif type(element) is ast.Attribute and on_self(element):
        # `self.kinit`, with the class saying `kinit = os.environ.get(...)`.
        values = ctx.semantic.values_on_self(element.attr, element)
        element = values[0] if len(values) == 1 else None
    if type(element) is ast.Call and not element.args and type(element.func) is ast.Name:
        # `cli = _container_cli()`, a function of the file returning
        # `shutil.which("docker") or shutil.which("podman")`
        element = _returned(element.func, ctx)
    if type(element) is ast.BoolOp and type(element.op) is ast.Or:
        element = element.values[-1]
    if (
        type(element) is ast.Call and len(element.args) == 2
        and ctx.resolve(element.func) in _SETTING_READS
    ):
        element = element.args[1]
    elif (
        type(element) is ast.Call and len(element.args) == 1
        and ctx.resolve(element.func) == "shutil.which"
    ):
        element = element.args[0]  # `which("git")`: where that program is installed
    if type(element) is ast.JoinedStr:
        return "".join(
            part.value if type(part) is ast.Constant else _filled_in(part, ctx)
            for part in element.values
        )
    return _literal(element)


def _returned(func: ast.Name, ctx) -> ast.AST | None:
    """What a function of the file returns, when it has one ``return``."""
    made = ctx.semantic.definition(func)
    if type(made) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return None
    returns = [
        node.value for node in walk_local(made) if type(node) is ast.Return and node.value
    ]
    return returns[0] if len(returns) == 1 else None


def _filled_in(part: ast.FormattedValue, ctx) -> str:
    """What an f-string's filled-in name reads as: when pytest gives it only
    import statements written out (``parametrize("command", ["import
    shop", ...])``, then ``f"{command};print('OK')"``), one of them, which
    reads as any other would; else a placeholder."""
    words = _given_words(part.value, ctx) if type(part.value) is ast.Name else None
    if words and all(only_imports(word) for word in words):
        return words[0]
    return _FILLED_IN


_SETTING_READS = frozenset({"os.environ.get", "os.getenv"})


def _text(value) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def _the_projects(word: str, project, importer: str) -> bool:
    name = os.path.basename(word)
    if _INTERPRETER.fullmatch(name) or word.endswith(".py"):
        return True
    if "/" in word or "\\" in word:
        # A relative path is the project's; an absolute one is the system's
        # unless it points into the project.
        return not os.path.isabs(word) or project.owns(word)
    if word in project.commands:
        return True
    module = word.replace("-", "_")
    folder = project_module_folder(module, importer) if module.isidentifier() else None
    # A folder without an `__init__.py` (`tests/mypy/`, the data of mypy's
    # own checks) is a namespace package at most, which any installed
    # package of that name shadows: it does not make the program the project's.
    return folder is not None and (
        os.path.isfile(os.path.join(folder, module + ".py"))
        or os.path.isfile(os.path.join(folder, module, "__init__.py"))
    )
