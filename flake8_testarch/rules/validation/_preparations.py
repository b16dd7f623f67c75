"""What a test's ``try`` may swallow failures of on purpose (TA303):
best-effort clean-up or preparation of the file system and the process
(``os.remove(p)``, ``shutil.rmtree(d)``, ``sock.close()``, a file written
and nothing else), whose failure hides no check."""

from __future__ import annotations

import ast
import re

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import dotted_name, last_name

_CLEANUP = lazy_compile(
    r"^_*(a?close|cleanup|clean_up|teardown|tear_down|stop|shutdown|dispose|destroy|"
    r"finali[sz]e|kill|terminate|unlink|remove|rmtree|rmdir|removedirs|delete|cancel|"
    r"join|release|disconnect|unregister|unsubscribe|restore|reset|undo|clear|"
    r"stopall|unpatch|uninstall)",
    re.IGNORECASE,
)
_CLEANUP_CALLS = frozenset({"gc.collect", "os.chdir", "os.chmod", "signal.signal", "signal.alarm"})
# The standard library's file-system modules: a test's own preparation or
# clean-up, not the code under test.
_FILE_SYSTEM_MODULES = frozenset({"os", "shutil"})


def _is_cleanup_statement(statement: ast.stmt, ctx, local_imports: dict[str, str]) -> bool:
    if isinstance(statement, (ast.Delete, ast.Pass, ast.Import, ast.ImportFrom)):
        return True
    if _writes_a_file(statement, ctx):
        return True
    if isinstance(statement, ast.If):
        # `if os.path.exists(p): os.remove(p)`: cleanup under a guard.
        return all(
            _is_cleanup_statement(inner, ctx, local_imports)
            for inner in (*statement.body, *statement.orelse)
        )
    if not isinstance(statement, ast.Expr):
        return False
    value = statement.value.value if isinstance(statement.value, ast.Await) else statement.value
    if not isinstance(value, ast.Call):
        return False
    name = ctx.call_name(value) or dotted_name(value.func) or ""
    root, _, rest = name.partition(".")
    if f"{local_imports.get(root, root)}.{rest}" in _CLEANUP_CALLS:
        return True
    if local_imports.get(root, root) in _FILE_SYSTEM_MODULES and rest:
        # `os.mkdir("cwd_tmp")`: the folder a later step uses may be there
        # already; if it is missing, that step fails the test.
        return True
    name = last_name(value.func)
    if name == "pop" and isinstance(value.func, ast.Attribute):
        return last_name(value.func.value) in ("environ", "modules")
    # `remove_user()`, or a cleanup word ending the name: `hotkeys_stop()`.
    return bool(_CLEANUP.match(name) or _CLEANUP.fullmatch(name.rpartition("_")[2]))


def only_cleans_up(statements: list[ast.stmt], ctx) -> bool:
    local_imports = {
        alias.asname or alias.name: alias.name
        for statement in statements
        if isinstance(statement, ast.Import)
        for alias in statement.names
    }
    return all(_is_cleanup_statement(statement, ctx, local_imports) for statement in statements)


def _writes_a_file(statement: ast.stmt, ctx) -> bool:
    """``with open(path, "w") as f:`` (or ``path.open("w")``) whose body only
    writes through ``f`` (``f.write(...)``, ``json.dump(data, f)``):
    preparing a file."""
    if type(statement) is not ast.With:
        return False
    handles = set()
    for item in statement.items:
        call = item.context_expr
        if not (
            type(call) is ast.Call and last_name(call.func) == "open"
            and type(item.optional_vars) is ast.Name
        ):
            return False
        mode = call.args[1] if len(call.args) > 1 else next(
            (keyword.value for keyword in call.keywords if keyword.arg == "mode"), None
        )
        if not (
            type(mode) is ast.Constant and isinstance(mode.value, str)
            and set(mode.value) & set("wax")
        ):
            return False
        handles.add(item.optional_vars.id)
    return all(
        type(inner) is ast.Expr and type(inner.value) is ast.Call
        and any(
            type(part) is ast.Name and part.id in handles
            for part in (getattr(inner.value.func, "value", None), *inner.value.args)
        )
        for inner in statement.body
    )
