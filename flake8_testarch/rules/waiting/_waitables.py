"""What kind of waitable object an expression is, shared by the waiting rules.

The kind is read from the code, never guessed from a method's name: from the
constructor or factory that made the object (``threading.Thread(...)``,
``asyncio.create_task(...)``, ``await asyncio.create_subprocess_exec(...)``,
``send, receive = trio.open_memory_channel(0)``), through the names and
attributes it was bound to (the file's semantic model), the collections it
was put in, parameter and return annotations, subclasses of the waitable
classes, and the helpers that return one, in the linted file or in the
project modules they are imported from (read, never imported). What cannot
be told is None.
"""

from __future__ import annotations

import ast
import sys

from flake8_testarch.syntax import is_none, on_self, parse, walk_scope
from flake8_testarch.semantic.model import Scope, model_of
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.project.modules import ModuleView, find_definition
from flake8_testarch.project.roots import in_project, root_of

# Kinds of waitable object and the constructors that make them: threads and
# processes...
CONSTRUCTORS = {
    "threading.Thread": "Thread",
    "threading.Timer": "Thread",
    "multiprocessing.Process": "Process",
    "multiprocessing.context.Process": "Process",
    "threading.Event": "Event",
    "threading.Condition": "Condition",
    "threading.Barrier": "Barrier",
    "threading.Lock": "Lock",
    "threading.RLock": "Lock",
    "threading.Semaphore": "Semaphore",
    "threading.BoundedSemaphore": "Semaphore",
    "multiprocessing.Lock": "Lock",
    "multiprocessing.RLock": "Lock",
    "multiprocessing.Semaphore": "Semaphore",
    "multiprocessing.BoundedSemaphore": "Semaphore",
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
    # ...and the event loops' own, named as their libraries name them.
    "asyncio.Event": "asyncio.Event",
    "asyncio.Condition": "asyncio.Condition",
    "asyncio.Barrier": "asyncio.Barrier",
    "asyncio.Queue": "asyncio.Queue",
    "asyncio.LifoQueue": "asyncio.Queue",
    "asyncio.PriorityQueue": "asyncio.Queue",
    "asyncio.Future": "asyncio.Future",
    "asyncio.Task": "asyncio.Task",
    "asyncio.TaskGroup": "asyncio.TaskGroup",
    "asyncio.StreamReader": "asyncio.StreamReader",
    "asyncio.subprocess.Process": "asyncio.subprocess.Process",
    "asyncio.get_event_loop": "asyncio loop",
    "asyncio.get_running_loop": "asyncio loop",
    "asyncio.new_event_loop": "asyncio loop",
    "asyncio.create_task": "asyncio.Task",
    "asyncio.ensure_future": "asyncio.Future",
    "trio.Event": "trio.Event",
    "trio.Condition": "trio.Condition",
    "trio.MemoryReceiveChannel": "trio.MemoryReceiveChannel",
    "trio.Process": "trio.Process",
    "anyio.Event": "anyio.Event",
    "anyio.Condition": "anyio.Condition",
    "anyio.abc.Process": "anyio.abc.Process",
    "anyio.streams.memory.MemoryObjectReceiveStream": "anyio.MemoryObjectReceiveStream",
}
# Calls that start a function beside the caller and leave it running: green
# threads (eventlet, gevent, by the last part of the name) and ``_thread``
# take the function; asyncio's free tasks take its coroutine. Task groups,
# nurseries and executors are left out: they wait for their work when their
# block ends, so a loop there holds the test.
STARTS_FUNCTION = frozenset({
    "spawn", "spawn_n", "spawn_after", "spawn_after_local", "spawn_later", "spawn_raw",
    "start_new_thread",
})
STARTS_COROUTINE = frozenset({"asyncio.create_task", "asyncio.ensure_future"})
# Servers that run their handler in a task of its own for each connection.
SERVES_EACH_CONNECTION = frozenset({
    "asyncio.start_server", "asyncio.start_unix_server",
    "websockets.serve", "websockets.unix_serve", "websockets.server.serve",
    "websockets.asyncio.server.serve", "websockets.asyncio.server.unix_serve",
})
# Coroutine functions whose awaited result is a waitable.
AWAITED_CONSTRUCTORS = {
    "asyncio.create_subprocess_exec": "asyncio.subprocess.Process",
    "asyncio.create_subprocess_shell": "asyncio.subprocess.Process",
    "trio.open_process": "trio.Process",
    "trio.lowlevel.open_process": "trio.Process",
    "anyio.open_process": "anyio.abc.Process",
}
# Factories that return a pair, by position: (what the first name gets, the second's).
PAIR_CONSTRUCTORS = {
    "trio.open_memory_channel": (None, "trio.MemoryReceiveChannel"),
    "anyio.create_memory_object_stream": (None, "anyio.MemoryObjectReceiveStream"),
}
AWAITED_PAIR_CONSTRUCTORS = {
    "asyncio.open_connection": ("asyncio.StreamReader", None),
    "asyncio.open_unix_connection": ("asyncio.StreamReader", None),
}
# Methods of a waitable that hand back another: (receiver kind, method) -> kind.
MADE_BY_METHODS = {
    ("Executor", "submit"): "Future",
    ("asyncio loop", "create_task"): "asyncio.Task",
    ("asyncio loop", "create_future"): "asyncio.Future",
    ("asyncio loop", "run_in_executor"): "asyncio.Future",
    ("asyncio.TaskGroup", "create_task"): "asyncio.Task",
}
_MAKING_METHODS = frozenset(method for _kind, method in MADE_BY_METHODS)
NOT_WAITABLE = "not-waitable"
_LITERALS = (
    ast.Constant, ast.JoinedStr, ast.List, ast.Tuple, ast.Dict, ast.Set, ast.ListComp,
    ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.BinOp,
)
_MAX_DEPTH = 4


def has_keyword(call: ast.Call, name: str) -> bool:
    return any(keyword.arg in (name, None) for keyword in call.keywords)


def unbounded_call(method: str, call: ast.Call) -> bool:
    """Whether a call of a wait ``method`` is written with no bound: no
    ``timeout=``, ``get()`` blocking (``block`` true or left out, no
    positional timeout), ``communicate()`` without its timeout, any other
    wait given no argument."""
    if has_keyword(call, "timeout"):
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


class Receivers:
    """Works out what kind of object an expression is, from the code around it
    and, for helpers imported from project modules, from the helper's code."""

    def __init__(self, ctx, module: ModuleView | None = None, scope: Scope | None = None):
        self.ctx = ctx
        self.module = module or ctx.module
        self.model = model_of(self.module)
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
            return self._awaited_kind(node.value, depth)
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
            bounded = len(call.args) >= 3 or has_keyword(call, "timeout")
            if CONSTRUCTORS[name] == "Barrier" and bounded:
                return "Barrier with a default timeout"
            return CONSTRUCTORS[name]
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr in _MAKING_METHODS:
            made = MADE_BY_METHODS.get((self.kind(func.value, depth + 1), func.attr))
            if made is not None:
                return made
        if isinstance(func, ast.Name) and func.id in ("str", "dict", "list", "set", "tuple"):
            return NOT_WAITABLE
        definition = self.called(call, name)
        if definition is None:
            return None
        if isinstance(definition[1], ast.AsyncFunctionDef):
            return None  # a coroutine: what it gives is known only once awaited
        return self._definition_kind(*definition, depth)

    def _awaited_kind(self, value: ast.AST, depth: int) -> str | None:
        """What ``await value`` gives: a waitable that a coroutine function
        opens (``await asyncio.create_subprocess_exec(...)``) or that a
        coroutine helper returns."""
        if not isinstance(value, ast.Call):
            return None
        name = self.resolve(value.func)
        if name in AWAITED_CONSTRUCTORS:
            return AWAITED_CONSTRUCTORS[name]
        definition = self.called(value, name)
        if definition is None or not isinstance(definition[1], ast.AsyncFunctionDef):
            return None
        return self._definition_kind(*definition, depth)

    def called(self, call: ast.Call, name: str | None) -> tuple[ModuleView, ast.AST] | None:
        """The ``def`` or ``class`` a call goes to, in this module or a project module."""
        definition = self.model.called_definition(call.func, self.scope)
        if definition is not None:
            return self.module, definition
        if _outside_stdlib(name):
            return find_definition(name, self.module.path, self._in_project)
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
        inner = Receivers(self.ctx, module, model_of(module).scope_of(function))
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
            elif binding.kind == "unknown":
                kinds.add(self._unpacked_kind(name, binding.node, depth))
            else:
                kinds.add(None)
        return _only(kinds)

    def _unpacked_kind(self, name: str, statement: ast.AST, depth: int) -> str | None:
        """What unpacking gives ``name``: a pair from ``send, receive =
        trio.open_memory_channel(0)``, ``reader, writer = await
        asyncio.open_connection(...)``, or one value of ``first, second =
        Lock(), Lock()``."""
        if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1):
            return None
        target, value = statement.targets[0], statement.value
        if (
            isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List))
            and len(target.elts) == len(value.elts)
        ):
            for element, given in zip(target.elts, value.elts):
                if isinstance(element, ast.Name) and element.id == name:
                    return self.kind(given, depth + 1)
            return None
        if not isinstance(target, (ast.Tuple, ast.List)) or len(target.elts) != 2:
            return None
        table = PAIR_CONSTRUCTORS
        if isinstance(value, ast.Await):
            table, value = AWAITED_PAIR_CONSTRUCTORS, value.value
        if not isinstance(value, ast.Call):
            return None
        func = value.func.value if isinstance(value.func, ast.Subscript) else value.func
        pair = table.get(self.resolve(func))
        if pair is None:
            return None
        for element, kind in zip(target.elts, pair):
            if isinstance(element, ast.Name) and element.id == name:
                return kind or NOT_WAITABLE
        return None

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
            annotation = parse(annotation.value, mode="eval").body
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
