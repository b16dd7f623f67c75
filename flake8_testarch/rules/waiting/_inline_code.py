"""Python code a test hands a child interpreter or runs as a script of its
own (``python -c "import shop; print(shop.__version__)"``), read as syntax
and never run (TA102): whether it only imports, and whether it imports
anything of the project."""

from __future__ import annotations

import ast
import builtins
import os

from flake8_testarch.project.modules import project_module_folder
from flake8_testarch.syntax import attribute_chain, dotted_name


def only_imports(code: str) -> bool:
    """Code that only imports and prints (``import shop``, ``from shop
    import __version__; print(__version__)``): it waits on nothing but
    the import itself, the same import the test suite makes."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    imported = {
        (alias.asname or alias.name).partition(".")[0]
        for statement in tree.body if type(statement) in (ast.Import, ast.ImportFrom)
        for alias in statement.names
    }
    return bool(tree.body) and all(
        type(statement) in (ast.Import, ast.ImportFrom)
        or (
            type(statement) is ast.Expr and type(statement.value) is ast.Call
            and type(statement.value.func) is ast.Name and statement.value.func.id == "print"
            or type(statement) is ast.Assign
        )
        and not _calls_what_it_imported(statement, imported)
        for statement in tree.body
    )


def _calls_what_it_imported(statement: ast.stmt, imported: set[str]) -> bool:
    """A call of an imported name or of one of its attributes (``dh.agree()``):
    the imported code runs beyond its import. Reading what was imported
    (``[m for m in sys.modules if m.split(".")[0] == "x"]``) is not."""
    for node in ast.walk(statement):
        if type(node) is not ast.Call:
            continue
        root, attributes = attribute_chain(node.func)
        if root is None:
            continue
        if root.id in imported:
            return True  # `dh.agree()`, or `agree()` imported by name
        if not attributes and "*" in imported and not hasattr(builtins, root.id):
            return True  # a star import may have bound any name called
    return False


def imports_nothing_of_the_project(code: str, ctx, beside: str | None = None) -> bool:
    """Code that imports no module of the project; with ``beside``, the
    folder of the script the code is, no module found next to it either."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    for node in ast.walk(tree):
        if type(node) is ast.Import:
            modules = [alias.name for alias in node.names]
        elif type(node) is ast.ImportFrom:
            if node.level:
                return False
            modules = [node.module or ""]
        elif type(node) is ast.Call and dotted_name(node.func) in _DYNAMIC_IMPORTS:
            return False  # what it imports is not read here
        else:
            continue
        for module in modules:
            top = module.partition(".")[0]
            if project_module_folder(top, ctx.filename) is not None:
                return False
            if beside and (
                os.path.exists(os.path.join(beside, top))
                or os.path.exists(os.path.join(beside, top + ".py"))
            ):
                return False
    return True


_DYNAMIC_IMPORTS = frozenset({"__import__", "importlib.import_module", "runpy.run_module",
                              "runpy.run_path", "exec", "eval"})
