"""How a test file uses its names, lambdas and methods (read in one pass
over its calls, names and assignments): what the waiting rules ask to
tell a function the file runs from one it only hands to other code."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import on_self

_CONTAINERS = (ast.List, ast.Tuple, ast.Set, ast.Dict)
_SCRATCH = "waiting.called back"  # ctx.scratch key: the file's NameUses


class NameUses:
    """How the file's names and lambdas are used, from one pass over its
    calls and names: how often each name is read, the calls each name and
    each lambda is handed to as an argument."""

    def __init__(self, ctx):
        self.verdicts: dict[ast.AST, bool] = {}
        self.reads: dict[str, int] = {}
        self.called_from_callbacks: dict[ast.AST, bool] = {}
        self.handed: dict[str, list[tuple[ast.Call, ast.Name]]] = {}
        self.lambdas: dict[ast.Lambda, ast.AST] = {}
        # Methods handed on as ``self.method`` (``fake._get = self.stall``).
        self.self_handed: dict[str, list[tuple[ast.AST, ast.Attribute]]] = {}
        self._self_reads: dict[str, int] | None = None
        # Instances made where they are handed on (``server(Handler())``,
        # ``cache.serializer = Slow()``), by the name of the class.
        self.made_handed: dict[str, list[tuple[ast.AST, ast.Name]]] = {}
        # The calls of each method name (``x.dumps(...)``), wherever written.
        self.method_calls: dict[str, list[ast.Call]] = {}
        for node in ctx.nodes_of(ast.Name):
            if type(node.ctx) is ast.Load:
                self.reads[node.id] = self.reads.get(node.id, 0) + 1
        self._receivers: dict[str, list[tuple[ast.Attribute, ast.Name]]] | None = None
        # What calls of each name make and hand to another call (whether
        # that call is the code's), and the file's attribute reads by name.
        self._made_for: dict[str, list[bool]] | None = None
        self._mentions: dict[str, int] = {}
        # Calls whose result is called in line (``async_to_sync(f)()``): a
        # wrapper that runs what it is handed there and then.
        self.called_results: set[ast.Call] = set()
        called_names = set()
        for call in ctx.nodes_of(ast.Call):
            if type(call.func) is ast.Attribute:
                self.method_calls.setdefault(call.func.attr, []).append(call)
            elif type(call.func) is ast.Call:
                self.called_results.add(call.func)
            else:
                called_names.add(call.func.id if type(call.func) is ast.Name else None)
            for value in (*call.args, *(keyword.value for keyword in call.keywords)):
                self._note_handed(call, value)
        # Instances bound to a local name (``server = Stub()``), by the name
        # of the class: handed on when every read of the name is.
        self.made_bound: dict[str, list[tuple[ast.Assign, ast.Name]]] = {}
        for assign in ctx.nodes_of(ast.Assign):
            if any(type(t) is ast.Attribute and not on_self(t) for t in assign.targets):
                self._note_handed(assign, assign.value)
            value = assign.value
            if (
                len(assign.targets) == 1 and type(assign.targets[0]) is ast.Name
                and type(value) is ast.Call and type(value.func) is ast.Name
            ):
                self.made_bound.setdefault(value.func.id, []).append((assign, value.func))
            elif (
                len(assign.targets) == 1 and type(assign.targets[0]) is ast.Tuple
                and type(value) is ast.Tuple and len(value.elts) == len(assign.targets[0].elts)
            ):
                # `loser, winner = ResetLink(), Link()`: each name bound to its instance
                for target, made in zip(assign.targets[0].elts, value.elts):
                    if type(target) is ast.Name and type(made) is ast.Call and (
                        type(made.func) is ast.Name
                    ):
                        pair = ast.copy_location(ast.Assign(targets=[target], value=made), assign)
                        self.made_bound.setdefault(made.func.id, []).append((pair, made.func))
            # ``run = sync_to_async(f)`` then ``await run()``: kept to be called.
            if type(assign.value) is ast.Call and any(
                type(t) is ast.Name and t.id in called_names for t in assign.targets
            ):
                self.called_results.add(assign.value)

    def receivers(self, name: str, ctx) -> list[tuple[ast.Attribute, ast.Name]]:
        """Where ``name`` is read as the object of an attribute
        (``wait.send(...)``); the file's attributes are read when first asked."""
        if self._receivers is None:
            self._receivers = {}
            for node in ctx.nodes_of(ast.Attribute):
                if type(node.value) is ast.Name:
                    self._receivers.setdefault(node.value.id, []).append((node, node.value))
        return self._receivers.get(name, [])

    def self_reads(self, name: str, ctx) -> int:
        """How often the file reads ``self.<name>`` or ``cls.<name>``."""
        if self._self_reads is None:
            self._self_reads = {}
            for node in ctx.nodes_of(ast.Attribute):
                if type(node.ctx) is ast.Load and on_self(node):
                    self._self_reads[node.attr] = self._self_reads.get(node.attr, 0) + 1
        return self._self_reads.get(name, 0)

    def only_made_and_handed(self, name: str, ctx) -> bool:
        """Every read of ``name`` (``name`` or ``x.name``) calls it, and what
        the call makes goes straight to another call, none of them a
        function or class of the file: ``runner.run(slow_add(1, 2))``,
        ``bridge(thing.ctx())``. Read in one pass over the file's calls
        when first asked."""
        if self._made_for is None:
            self._made_for, self._mentions = {}, {}
            defined = {
                node.name for node in ctx.nodes_of(
                    ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef
                )
            }
            for call in ctx.nodes_of(ast.Call):
                own = type(call.func) is ast.Name and call.func.id in defined
                for value in (*call.args, *(keyword.value for keyword in call.keywords)):
                    made = value.func if type(value) is ast.Call else None
                    key = made.id if type(made) is ast.Name else getattr(made, "attr", None)
                    if key is not None:
                        self._made_for.setdefault(key, []).append(not own)
            for node in ctx.nodes_of(ast.Attribute):
                if type(node.ctx) is ast.Load:
                    self._mentions[node.attr] = self._mentions.get(node.attr, 0) + 1
        handed = self._made_for.get(name, ())
        mentions = self.reads.get(name, 0) + self._mentions.get(name, 0)
        return bool(handed) and len(handed) == mentions and all(handed)

    def _note_handed(self, receiver: ast.AST, value: ast.AST) -> None:
        """Note a value handed to a call or stored on another object, also
        inside a literal list, tuple, set or dict (``evt_handlers=[(EVT,
        handle)]``)."""
        if type(value) in _CONTAINERS:
            for item in value.elts if type(value) is not ast.Dict else value.values:
                self._note_handed(receiver, item)
        elif type(value) is ast.BinOp and type(value.op) is ast.Mult:
            # A literal list repeated: ``[(term, kill)] * 10``.
            self._note_handed(receiver, value.left)
            self._note_handed(receiver, value.right)
        elif type(value) is ast.Name:
            self.handed.setdefault(value.id, []).append((receiver, value))
        elif type(value) is ast.Attribute and on_self(value):
            self.self_handed.setdefault(value.attr, []).append((receiver, value))
        elif type(value) is ast.Lambda:
            # handed to a call, or stored on another object as its method
            # (`service.send = lambda **kw: ...`)
            self.lambdas.setdefault(value, receiver)
        elif type(value) is ast.Call and type(value.func) is ast.Name:
            self.made_handed.setdefault(value.func.id, []).append((receiver, value.func))


def index_of(ctx) -> NameUses:
    found = ctx.scratch.get(_SCRATCH)
    if found is None:
        found = ctx.scratch[_SCRATCH] = NameUses(ctx)
    return found
