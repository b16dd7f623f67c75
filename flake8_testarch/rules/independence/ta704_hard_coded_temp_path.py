"""A hard-coded path in the machine's shared temporary directory.

## What it flags
In test files and `conftest.py`, a fixed path in a shared temporary
directory that reaches the file system:

- the path is written into the code (`"/tmp/app.db"`, `"/var/tmp/cache"`,
  `f"/tmp/{name}.log"`, `os.path.join("/tmp", "out")`, `Path("/tmp") /
  "out"`), or built from `tempfile.gettempdir()` and a fixed name
  (`os.path.join(tempfile.gettempdir(), "app.db")`, `Path(gettempdir()) /
  "cache"`, `gettempdir() + "/app.lock"`, also through a name bound to
  `gettempdir()` first, and for each name of a literal list a loop walks);
- and it is given to `open`, to an `os`, `os.path`, `shutil`, `sqlite3`,
  `tarfile`, `zipfile`, `shelve` or `logging` file function, to a socket's
  `bind` or `connect` (a Unix socket path), or it makes a `pathlib.Path`
  that is read, written, created or removed; directly, or through a local
  name, a module-level name or an attribute set in the class (a value
  the next statement assigns again before anything reads it, `self.path
  = "/tmp/x"` then `fd, self.path = tempfile.mkstemp()`, is never used).

The report sits on the path. Paths used only as data (an expected value, a
dummy argument to a mocked call, a directory a loader is told to search)
are not reported, nor are names made unique at run time (`f"/tmp/{uuid4()}"`,
`os.path.join(gettempdir(), name)`), nor `tempfile.mkstemp(dir="/tmp")`.

## Why it is bad
Every test run, every parallel worker (`pytest -n`) and every user on the
machine shares the same file. Tests see what an earlier or concurrent run
left there, overwrite each other's data, fail on permissions when another
user created the file first, and leave litter behind. Test code that
depends on the contents of a shared directory is order-dependent by
construction.

## Example
```python
import sqlite3


def test_migrations_create_tables(migrate):
    connection = sqlite3.connect("/tmp/test_app.db")
    migrate(connection)
    assert connection.execute("select count(*) from users").fetchone() == (0,)
```

## Use instead
Ask pytest for a directory of the test's own (`tmp_path`,
`tmp_path_factory` for wider scopes), or use `tempfile.mkdtemp()` /
`TemporaryDirectory()` in unittest code:

```python
import sqlite3


def test_migrations_create_tables(migrate, tmp_path):
    connection = sqlite3.connect(tmp_path / "app.db")
    migrate(connection)
    assert connection.execute("select count(*) from users").fetchone() == (0,)
```

## Options
`--testarch-shared-temp-dirs`: comma-separated absolute directories whose
fixed paths are reported (default: `/tmp,/var/tmp,/dev/shm`).
"""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit, OptionError, Rule, RuleOption, calls_named

_OPTION = "testarch_shared_temp_dirs"
DEFAULT_DIRS = "/tmp,/var/tmp,/dev/shm"


def parse_temp_dirs(value) -> tuple[str, ...]:
    """Absolute directories (``/tmp``, ``C:\\Temp``); an empty value gives none."""
    items = value if isinstance(value, (list, tuple)) else str(value or "").split(",")
    found = []
    for item in (item.strip() for item in items):
        if not item:
            continue
        absolute = item.startswith("/") or (len(item) > 2 and item[1] == ":" and item[2] in "\\/")
        if not absolute or item.strip("/\\") == "":
            raise OptionError(
                f"expected comma-separated absolute directories such as '/tmp,/var/tmp', "
                f"got {item!r}"
            )
        found.append(item.rstrip("/\\"))
    return tuple(found)


# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "mechanical for plain literals ('flake8-testarch fix' uses tmp_path); small otherwise"

RULE = Rule(
    code="TA704",
    name="hard-coded-temp-path",
    summary="a hard-coded path in the machine's shared temporary directory",
    message=(
        "hard-coded temporary path {path}, shared by every run and parallel worker; "
        "use the tmp_path fixture (tempfile.mkdtemp() in unittest code)"
    ),
    options=(
        RuleOption(
            flag="--testarch-shared-temp-dirs",
            help="Comma-separated absolute directories shared by every process, whose fixed "
            f"paths TA704 reports (default: {DEFAULT_DIRS}).",
            default=DEFAULT_DIRS,
            parse=parse_temp_dirs,
            comma_separated=True,
        ),
    ),
)

_GETTEMPDIR = frozenset({"tempfile.gettempdir", "tempfile.gettempdirb"})
# Calls that touch the file system at the path given as their first argument.
_FILE_FUNCTIONS = frozenset(
    {
        "open", "io.open", "codecs.open", "sqlite3.connect", "tarfile.open", "zipfile.ZipFile",
        "shelve.open", "dbm.open", "logging.FileHandler", "logging.handlers.RotatingFileHandler",
        "logging.handlers.TimedRotatingFileHandler", "logging.handlers.WatchedFileHandler",
        "os.open", "os.mkdir", "os.makedirs", "os.remove", "os.unlink", "os.rmdir",
        "os.removedirs", "os.rename", "os.renames", "os.replace", "os.listdir", "os.scandir",
        "os.chdir", "os.chmod", "os.chown", "os.symlink", "os.link", "os.mkfifo", "os.utime",
        "os.truncate", "os.walk", "os.stat", "os.lstat", "os.access", "os.path.exists",
        "os.path.isfile", "os.path.isdir", "os.path.lexists", "os.path.getsize",
        "os.path.getmtime",
    }
)
_FILE_MODULES = ("shutil.",)
_SHUTIL_NAMES = frozenset(
    {"rmtree", "copy", "copy2", "copyfile", "copytree", "move", "make_archive",
     "unpack_archive", "disk_usage"}
)
_FILE_KEYWORDS = frozenset({"filename", "file", "path", "dst", "src", "database", "name"})
_LOGGING_CONFIG = frozenset({"logging.basicConfig"})
# Path methods that read, write, create or remove.
_PATH_METHODS = frozenset(
    {
        "write_text", "write_bytes", "read_text", "read_bytes", "mkdir", "touch", "unlink",
        "rmdir", "open", "exists", "is_file", "is_dir", "rename", "replace", "symlink_to",
        "iterdir", "glob", "rglob", "stat", "chmod", "hardlink_to",
    }
)
_PATH_CLASSES = frozenset({"pathlib.Path", "pathlib.PosixPath", "pathlib.WindowsPath"})
_JOINS = frozenset({"os.path.join", "posixpath.join"})
_SOCKET_METHODS = frozenset({"bind", "connect", "connect_ex"})
# The last names of callees worth resolving.
_SINK_NAMES = frozenset(
    {name.rsplit(".", 1)[-1] for name in _FILE_FUNCTIONS}
    | {"basicConfig"} | _PATH_METHODS | _SOCKET_METHODS | _SHUTIL_NAMES
)


def _temp_dirs(ctx) -> tuple[str, ...]:
    return ctx.settings.values.get(_OPTION, ("/tmp", "/var/tmp", "/dev/shm"))


def _reported(ctx) -> set:
    return ctx.scratch.setdefault(RULE.code, set())


@calls_named(_SINK_NAMES)
def visit_Call(node: ast.Call, ctx):
    func = node.func
    last = func.attr if type(func) is ast.Attribute else getattr(func, "id", None)
    if last not in _SINK_NAMES:
        return ()
    return [hit for origin in _sink_origins(node, last, ctx) for hit in _report(origin, ctx)]


def applies_to(ctx) -> bool:
    """Whether the file's text names a shared temporary directory or
    ``gettempdir`` at all: most files do not, and need no further look."""
    text = ctx.text
    return any(word in text for word in ("gettempdir", *_temp_dirs(ctx)))


def _callee_last(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)


def _is_gettempdir(expression: ast.AST, ctx) -> bool:
    return (
        isinstance(expression, ast.Call)
        and _callee_last(expression) in ("gettempdir", "gettempdirb")
        and ctx.resolve(expression.func) in _GETTEMPDIR
    )


def _fixed(parts, ctx=None) -> bool:
    """Names fixed in the source: string literals, or a loop variable walking
    a literal list of them (``for name in ("a.db", "b.db")``)."""
    return bool(parts) and all(_fixed_name(part, ctx) for part in parts)


def _fixed_name(part: ast.AST, ctx) -> bool:
    if isinstance(part, ast.Constant):
        return isinstance(part.value, (str, bytes)) and bool(part.value)
    if ctx is None or not isinstance(part, ast.Name):
        return False
    _owner, bindings = ctx.semantic.binding_scope(part.id, ctx.scope)
    return bool(bindings) and all(
        binding.kind == "element"
        and isinstance(binding.value, (ast.Tuple, ast.List, ast.Set))
        and _fixed(binding.value.elts)
        for binding in bindings
    )


# --- paths that reach the file system ----------------------------------------------


def _report(node: ast.AST, ctx):
    reported = _reported(ctx)
    key = (node.lineno, node.col_offset)
    if key in reported:
        return
    reported.add(key)
    yield Hit(node, {"path": _shown(node)})


def _shown(node: ast.AST) -> str:
    if isinstance(node, ast.Constant):
        text = repr(node.value)
    else:
        text = ast.unparse(node)
    return text if len(text) <= 50 else text[:47] + "..."


def _sink_origins(call: ast.Call, last: str, ctx) -> list[ast.AST]:
    """The temp-path literals among the paths a call hands to the file system."""
    func = call.func
    paths: list[ast.AST] = []
    if isinstance(func, ast.Attribute) and last in _PATH_METHODS:
        paths.append(func.value)  # Path("/tmp/x").write_text(...)
        if last in ("rename", "replace", "symlink_to", "hardlink_to") and call.args:
            paths.append(call.args[0])
    if isinstance(func, ast.Attribute) and last in _SOCKET_METHODS:
        if call.args and not isinstance(call.args[0], ast.Tuple):
            paths.append(call.args[0])  # a Unix socket path
    name = ctx.resolve(func)
    if name is not None and (name in _FILE_FUNCTIONS or name.startswith(_FILE_MODULES)):
        paths.extend(call.args[:2])
        paths.extend(k.value for k in call.keywords if k.arg in _FILE_KEYWORDS)
    elif name in _LOGGING_CONFIG:
        paths.extend(k.value for k in call.keywords if k.arg == "filename")
    elif name is None and isinstance(func, ast.Name) and func.id == "open" and call.args:
        paths.append(call.args[0])
    found: list[ast.AST] = []
    for path in paths:
        found.extend(_origins(path, ctx, depth=0))
    return found


def _origins(expression: ast.AST, ctx, depth: int) -> list[ast.AST]:
    """The temp-path literals an expression is built from: the literal itself,
    a Path, join or concatenation starting with one, or a name bound to one."""
    if depth > 3 or expression is None:
        return []
    if isinstance(expression, ast.Constant):
        return [expression] if _temp_literal(expression.value, ctx) else []
    if isinstance(expression, ast.JoinedStr):
        return [expression] if _temp_fstring(expression, ctx) else []
    if isinstance(expression, ast.BinOp) and isinstance(expression.op, (ast.Div, ast.Add)):
        if _names_temp_dir(expression.left, ctx):
            return [expression] if _fixed([expression.right], ctx) else []
        return _origins(expression.left, ctx, depth + 1)
    if isinstance(expression, ast.Call) and expression.args:
        callee = ctx.resolve(expression.func)
        last = _callee_last(expression)
        first = expression.args[0]
        if callee in _JOINS or last == "joinpath" and isinstance(expression.func, ast.Attribute):
            if callee in _JOINS and _names_temp_dir(first, ctx):
                return [expression] if _fixed(expression.args[1:], ctx) else []
            if last == "joinpath":
                return _origins(expression.func.value, ctx, depth + 1)
            return _origins(first, ctx, depth + 1)
        if callee in _PATH_CLASSES or (callee is None and last in ("str", "fspath")):
            return _origins(first, ctx, depth + 1)
        if callee == "os.fspath":
            return _origins(first, ctx, depth + 1)
        return []
    if isinstance(expression, ast.Name):
        values = _bound_values(expression.id, ctx)
    elif (
        isinstance(expression, ast.Attribute)
        and isinstance(expression.value, ast.Name)
        and expression.value.id in ("self", "cls")
    ):
        values = _attribute_values(expression.attr, ctx)
    else:
        return []
    return [found for value in values for found in _origins(value, ctx, depth + 1)]


def _names_temp_dir(expression: ast.AST, ctx) -> bool:
    """``"/tmp"``, ``Path("/tmp")``, ``tempfile.gettempdir()``: a shared
    temporary directory itself."""
    if isinstance(expression, ast.Call) and expression.args:
        if ctx.resolve(expression.func) in _PATH_CLASSES:
            expression = expression.args[0]
    if _is_gettempdir(expression, ctx):
        return True
    if isinstance(expression, ast.Name):
        # `tmpdir = tempfile.gettempdir()`, then joined with a fixed name
        values = _bound_values(expression.id, ctx)
        return bool(values) and all(_is_gettempdir(value, ctx) for value in values)
    return isinstance(expression, ast.Constant) and _temp_dir(expression.value, ctx)


def _attribute_values(attribute: str, ctx) -> list[ast.AST]:
    """Values given to ``self.<attribute>`` in the enclosing class's methods."""
    cls = ctx.semantic.enclosing_class(ctx.scope)
    return ctx.semantic.attribute_values(attribute, cls) if cls is not None else []


def _bound_values(name: str, ctx) -> list[ast.AST]:
    """What a name was bound to: in the nearest enclosing function that binds
    it, else at module level."""
    owner, bindings = ctx.semantic.binding_scope(name, ctx.scope)
    if owner is not None and owner.is_function:
        return [
            b.value for b in bindings
            if b.kind in ("value", "augmented") and b.value is not None
        ]
    return [
        statement.value
        for statement in ctx.tree.body
        if isinstance(statement, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == name for t in statement.targets)
    ]


def _temp_dir(value, ctx) -> bool:
    """Exactly one of the shared temporary directories."""
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    return isinstance(value, str) and value.rstrip("/") in _temp_dirs(ctx)


def _temp_literal(value, ctx) -> bool:
    """A path strictly below a shared temporary directory."""
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    if not isinstance(value, str):
        return False
    for directory in _temp_dirs(ctx):
        for separator in ("/", "\\"):
            prefix = directory + separator
            if value.startswith(prefix) and value[len(prefix):].strip("/\\"):
                return True
    return False


def _temp_fstring(node: ast.JoinedStr, ctx) -> bool:
    """``f"/tmp/{name}.log"``; not when a call makes the name unique at run time
    (``f"/tmp/{uuid.uuid4()}"``)."""
    if not node.values or not isinstance(node.values[0], ast.Constant):
        return False
    if not _temp_literal(node.values[0].value + "x", ctx):
        return False
    return not any(
        isinstance(part, ast.FormattedValue)
        and any(isinstance(inner, ast.Call) for inner in ast.walk(part.value))
        for part in node.values
    )
