"""A wait with no bound in test code.

## What it flags
Blocking waits that can wait forever, anywhere in a test file or
`conftest.py`:

- `Thread.join()`, `Process.join()` with no timeout;
- `Event.wait()`, `Condition.wait()`, `Barrier.wait()` with no timeout;
- `Future.result()` / `Future.exception()` with no timeout (futures from
  `executor.submit(...)` included);
- a blocking `Queue.get()` (`get()`, `get(True)`, `get(block=True)`) with no
  timeout, on `queue` and `multiprocessing` queues;
- `Popen.wait()` / `Popen.communicate()` with no timeout;
- `subprocess.run`, `call`, `check_call`, `check_output` with no `timeout=`.

The receiver is identified, not guessed from the method name: from the code
around it (`t = threading.Thread(...)`, `with ThreadPoolExecutor() as
pool: fut = pool.submit(...)`, `for t in threads`, `self.proc = Popen(...)`,
a parameter or return annotation), and through the helpers that made it,
in this file or in the project modules they are imported from (read, never
imported). A `.join()` on a string or a list, a `.get()` on a dict, a
`Barrier` built with a default timeout, and receivers that cannot be
identified are never reported.

## Why it is bad
When the code under test hangs, an unbounded wait hangs with it: the run
stalls until the CI job is killed, no test is reported as failed, and the
log does not say which test hung. A timeout turns the hang into one failing
test with a traceback.

## Example
```python
import subprocess
import threading

def test_worker_stops(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    worker.stop()
    thread.join()


def test_cli_prints_version():
    out = subprocess.check_output(["shop", "--version"])
    assert out.startswith(b"shop ")
```

## Use instead
```python
import subprocess
import threading

def test_worker_stops(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    worker.stop()
    thread.join(timeout=5)
    assert not thread.is_alive()


def test_cli_prints_version():
    out = subprocess.check_output(["shop", "--version"], timeout=30)
    assert out.startswith(b"shop ")
```

## Options
None.
"""

from __future__ import annotations

import ast
import sys

from flake8_testarch.syntax import is_none, on_self, walk_scope
from flake8_testarch.semantic.model import Scope, model_of
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.project.modules import ModuleView, find_definition, in_project, root_of
from flake8_testarch.core.rule import Hit, Rule, calls_named

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: give the wait a timeout"

RULE = Rule(
    code="TA102",
    name="unbounded-wait",
    summary="a wait with no timeout in test code",
    message=(
        "{wait} waits with no bound and hangs the run if the code under test hangs; "
        "pass a timeout so the hang fails this test instead"
    ),
)

# Kinds of waitable object and the constructors that make them.
CONSTRUCTORS = {
    "threading.Thread": "Thread",
    "threading.Timer": "Thread",
    "multiprocessing.Process": "Process",
    "multiprocessing.context.Process": "Process",
    "threading.Event": "Event",
    "threading.Condition": "Condition",
    "threading.Barrier": "Barrier",
    "concurrent.futures.Future": "Future",
    "queue.Queue": "Queue",
    "queue.LifoQueue": "Queue",
    "queue.PriorityQueue": "Queue",
    "queue.SimpleQueue": "Queue",
    "multiprocessing.Queue": "Queue",
    "multiprocessing.JoinableQueue": "Queue",
    "subprocess.Popen": "Popen",
    "concurrent.futures.ThreadPoolExecutor": "Executor",
    "concurrent.futures.ProcessPoolExecutor": "Executor",
}
WAIT_METHODS = {
    "join": {"Thread", "Process"},
    "wait": {"Event", "Condition", "Barrier", "Popen"},
    "result": {"Future"},
    "exception": {"Future"},
    "get": {"Queue"},
    "communicate": {"Popen"},
}
SUBPROCESS_FUNCTIONS = frozenset(
    {"subprocess.run", "subprocess.call", "subprocess.check_call", "subprocess.check_output"}
)
# Attribute names a call must end in to be a wait or a subprocess function.
_CANDIDATE_METHODS = frozenset(WAIT_METHODS) | {
    name.rsplit(".", 1)[1] for name in SUBPROCESS_FUNCTIONS
}
NOT_WAITABLE = "not-waitable"
_LITERALS = (
    ast.Constant, ast.JoinedStr, ast.List, ast.Tuple, ast.Dict, ast.Set, ast.ListComp,
    ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.BinOp,
)
_MAX_DEPTH = 4


def _has_keyword(call: ast.Call, name: str) -> bool:
    return any(keyword.arg in (name, None) for keyword in call.keywords)


def _is_unbounded(method: str, call: ast.Call) -> bool:
    if _has_keyword(call, "timeout"):
        return False
    if method == "get":
        if len(call.args) >= 2:
            return False
        block = call.args[0] if call.args else None
        for keyword in call.keywords:
            if keyword.arg == "block":
                block = keyword.value
        if block is None:
            return not call.keywords
        return isinstance(block, ast.Constant) and block.value is True
    if method == "communicate":
        return len(call.args) < 2
    return not call.args


class _Receivers:
    """Works out what kind of object an expression is, from the code around it
    and, for helpers imported from project modules, from the helper's code."""

    def __init__(self, ctx, module: ModuleView | None = None, scope: Scope | None = None):
        self.ctx = ctx
        self.module = module or ctx.module
        self.model = model_of(self.module.tree)
        # The scope whose code is read: where the wait is, or a helper's body.
        self.scope = scope if scope is not None else ctx.scope

    def resolve(self, node: ast.AST) -> str | None:
        return self.module.imports.resolve(node)

    def _in_project(self, path: str) -> bool:
        """Helpers are read from the project's own modules, not installed packages."""
        return in_project(path, root_of(self.ctx.filename))

    def kind(self, node: ast.AST, depth: int = 0) -> str | None:
        if depth > _MAX_DEPTH:
            return None
        if isinstance(node, ast.Await):
            return None
        if isinstance(node, _LITERALS):
            return NOT_WAITABLE
        if isinstance(node, ast.Call):
            return self._call_kind(node, depth)
        if isinstance(node, ast.Name):
            return self._name_kind(node.id, depth)
        if isinstance(node, ast.Attribute):
            return self._attribute_kind(node, depth)
        if isinstance(node, ast.Subscript):
            return self._element_kind(node.value, depth)
        return None

    def _call_kind(self, call: ast.Call, depth: int) -> str | None:
        name = self.resolve(call.func)
        if name in CONSTRUCTORS:
            bounded = len(call.args) >= 3 or _has_keyword(call, "timeout")
            if CONSTRUCTORS[name] == "Barrier" and bounded:
                return "Barrier with a default timeout"
            return CONSTRUCTORS[name]
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "submit":
            if self.kind(func.value, depth + 1) == "Executor":
                return "Future"
        if isinstance(func, ast.Name) and func.id in ("str", "dict", "list", "set", "tuple"):
            return NOT_WAITABLE
        definition = self.model.called_definition(func, self.scope)
        if definition is not None:
            return self._definition_kind(self.module, definition, depth)
        if _outside_stdlib(name):
            found = find_definition(name, self.module.path, self._in_project)
            if found is not None:
                return self._definition_kind(found[0], found[1], depth)
        return None

    def _definition_kind(self, module: ModuleView, definition: ast.AST, depth: int) -> str | None:
        if isinstance(definition, ast.ClassDef):
            return self._class_kind(definition, module)
        if isinstance(definition, FUNCTION_TYPES):
            return self._returned_kind(definition, module, depth)
        return None

    def _class_kind(self, cls: ast.ClassDef, module: ModuleView) -> str | None:
        for base in cls.bases:
            name = module.imports.resolve(base)
            if name in CONSTRUCTORS:
                return CONSTRUCTORS[name]
        return None

    def _returned_kind(self, function: ast.AST, module: ModuleView, depth: int) -> str | None:
        annotated = _annotated_kind(function.returns, module)
        if annotated is not None:
            return annotated
        returned = [
            node.value
            for node in walk_scope(function)
            if isinstance(node, ast.Return) and not is_none(node.value)
        ]
        if not returned:
            return NOT_WAITABLE
        inner = _Receivers(self.ctx, module, model_of(module.tree).scope_of(function))
        return _only({inner.kind(value, depth + 1) for value in returned})

    def _name_kind(self, name: str, depth: int) -> str | None:
        _scope, bindings = self.model.binding_scope(name, self.scope)
        if not bindings:
            return NOT_WAITABLE if name in ("str", "bytes") else None
        kinds = set()
        for binding in bindings:
            if binding.kind in ("value", "augmented") and is_none(binding.value):
                continue  # `t = None` before the real assignment says nothing
            if binding.kind in ("value", "augmented"):
                kinds.add(self.kind(binding.value, depth + 1))
            elif binding.kind == "element":
                kinds.add(self._element_kind(binding.value, depth + 1))
            elif binding.kind == "parameter":
                kinds.add(_annotated_kind(binding.value, self.module))
            elif binding.kind == "import" and isinstance(binding.node, ast.Import):
                kinds.add(NOT_WAITABLE)  # a module
            else:
                kinds.add(None)
        return _only(kinds)

    def _element_kind(self, collection: ast.AST, depth: int) -> str | None:
        if isinstance(collection, (ast.List, ast.Tuple, ast.Set)):
            return _only({self.kind(element, depth + 1) for element in collection.elts})
        if isinstance(collection, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
            return self.kind(collection.elt, depth + 1)
        if isinstance(collection, ast.BinOp) and isinstance(collection.op, ast.Mult):
            return self._element_kind(collection.left, depth + 1)
        if isinstance(collection, ast.Name):
            scope, bindings = self.model.binding_scope(collection.id, self.scope)
            if scope is None:
                return None
            values = [
                b.value for b in bindings
                if b.kind in ("value", "augmented") and not _empty(b.value)
            ]
            kinds = {self._element_kind(value, depth + 1) for value in values}
            appended = self.model.appended_values(collection.id, scope.node)
            kinds.update(self.kind(value, depth + 1) for value in appended)
            return _only(kinds)
        if isinstance(collection, ast.Call) and isinstance(collection.func, ast.Attribute):
            if collection.func.attr in ("values", "copy"):
                return self._element_kind(collection.func.value, depth + 1)
        return None

    def _attribute_kind(self, node: ast.Attribute, depth: int) -> str | None:
        cls = self.model.enclosing_class(self.scope) if on_self(node) else None
        if cls is not None:
            values = self.model.attribute_values(node.attr, cls)
            values = [value for value in values if not is_none(value)]  # `self.proc = None`
            return _only({self.kind(value, depth + 1) for value in values}) if values else None
        return None


def _annotated_kind(annotation: ast.AST | None, module: ModuleView) -> str | None:
    """The kind an annotation names: ``threading.Thread``, ``Queue[int]``, ``"Popen"``."""
    if isinstance(annotation, ast.Subscript):
        annotation = annotation.value
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        try:
            annotation = ast.parse(annotation.value, mode="eval").body
        except SyntaxError:
            return None
        if isinstance(annotation, ast.Subscript):
            annotation = annotation.value
    name = module.imports.resolve(annotation) if annotation is not None else None
    return CONSTRUCTORS.get(name) if name else None


def _outside_stdlib(qualified_name: str | None) -> bool:
    """Whether a dotted name comes from project or third-party code, where a
    helper may hand back a waitable that the constructor table cannot see."""
    if not qualified_name:
        return False
    top = qualified_name.split(".", 1)[0]
    return top == "" or top not in sys.stdlib_module_names


def _only(kinds: set) -> str | None:
    """The one kind all bindings agree on, or None."""
    return kinds.pop() if len(kinds) == 1 else None


def _empty(node: ast.AST | None) -> bool:
    return isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)) and not (
        getattr(node, "elts", None) or getattr(node, "keys", None)
    )


@calls_named(_CANDIDATE_METHODS)
def visit_Call(node: ast.Call, ctx):
    func = node.func
    kind = type(func)
    if kind is ast.Attribute:
        method = func.attr
        if method not in _CANDIDATE_METHODS:
            return ()
        expected = WAIT_METHODS.get(method)
        if expected is not None:
            if not _is_unbounded(method, node):
                return ()
            return _wait_reports(node, method, expected, ctx)
        name = ctx.call_name(node)
    elif kind is ast.Name:
        name = ctx.imports.qualified(func.id)
        if name is None:
            return ()
    else:
        return ()
    if name in SUBPROCESS_FUNCTIONS and not _has_keyword(node, "timeout"):
        return (Hit(node, {"wait": f"{name}() without timeout="}),)
    return ()


def _wait_reports(node: ast.Call, method: str, expected: set, ctx):
    kind = _Receivers(ctx).kind(node.func.value)
    if kind in expected:
        return (Hit(node, {"wait": f"{kind}.{method}()"}),)
    return ()
