"""How a test reaches an integration mechanism: a database, a socket, a
process, a server (the primitives below, plus the project's
``--testarch-integration-primitives``).

Breadth first from the test through its setup hooks, its fixtures and the
helpers they call (see ``callgraph``), so the way found is a shortest one.
A primitive the test or a step on the way patches is not reached. Shared by
TA203 (a unit test that reaches one) and ``flake8-testarch categorize``
(which marks a test integration when it reaches one, unit otherwise).
"""

from __future__ import annotations

import ast
import collections
import fnmatch
import functools
import os
import re

from flake8_testarch.project.modules import ModuleView, in_project, project_root
from flake8_testarch.suite.callgraph import CallGraph
from flake8_testarch.suite.steps import Step
from flake8_testarch.suite.marks import usefixtures_names
from flake8_testarch.suite.marks import parametrized_argnames
from flake8_testarch.suite.vocabulary import CLASS_SETUP_HOOKS, MODULE_SETUP_HOOKS

DEFAULT_PRIMITIVES = (
    "sqlite3.connect",
    "socket.socket", "socket.create_connection", "socket.create_server", "socket.socketpair",
    "socket.fromfd",
    "subprocess.Popen", "subprocess.run", "subprocess.call", "subprocess.check_call",
    "subprocess.check_output", "subprocess.getoutput", "subprocess.getstatusoutput",
    "os.system", "os.popen", "os.spawn*", "os.exec*", "os.fork", "os.forkpty", "os.posix_spawn*",
    "multiprocessing.Process", "multiprocessing.Pool", "multiprocessing.context.Process",
    "concurrent.futures.ProcessPoolExecutor",
    "http.server.*Server", "socketserver.*Server", "xmlrpc.server.*Server",
    "wsgiref.simple_server.make_server", "wsgiref.simple_server.WSGIServer",
    "urllib.request.urlopen", "http.client.*Connection",
    # The standard library's protocol clients connect when built with a host.
    "smtplib.SMTP", "smtplib.SMTP_SSL", "smtplib.LMTP", "ftplib.FTP", "ftplib.FTP_TLS",
    "poplib.POP3", "poplib.POP3_SSL", "imaplib.IMAP4", "imaplib.IMAP4_SSL",
    "imaplib.IMAP4_stream",
    "asyncio.open_connection", "asyncio.start_server", "asyncio.open_unix_connection",
    "asyncio.start_unix_server", "asyncio.create_subprocess_exec",
    "asyncio.create_subprocess_shell",
)
MAX_STEPS = 400
MAX_DEPTH = 8
_PATCHERS = ("patch", "patch.object", "patch.multiple", "setattr", "patch.dict")
_PATCHER_NAMES = frozenset(p.rpartition(".")[2] for p in _PATCHERS)


# Bases that do the real thing when a subclass is merely built (servers bind
# and listen in __init__, a socket subclass is an OS socket). Building on
# http.client's connections or multiprocessing.Process starts nothing yet.
BUILDS_ON = ("socketserver.*Server", "http.server.*Server", "socket.socket")


@functools.lru_cache(maxsize=16)
def matchers(extra: tuple[str, ...]):
    def matcher(patterns):
        return re.compile("|".join(f"(?:{fnmatch.translate(p)})" for p in patterns)).match

    return matcher(DEFAULT_PRIMITIVES + extra), matcher(BUILDS_ON + extra)


@functools.lru_cache(maxsize=64)
def _graph(root: str) -> CallGraph:
    return CallGraph(follow=functools.partial(in_project, root=root))


def graph_for(filename: str) -> CallGraph:
    """The call graph of the project holding ``filename`` (one per project)."""
    return _graph(project_root(os.path.dirname(os.path.abspath(filename))))


def reach(entry, here: ModuleView, filename: str, extra: tuple[str, ...] = ()):
    """``(primitive, chain)`` when the test of ``entry`` (a ``TestEntry`` of
    rules/categories) reaches a primitive, the chain naming the steps on the
    way (empty when the test calls it directly); None when it reaches none."""
    graph = here.memo.get(_GRAPH)
    if graph is None:
        graph = here.memo[_GRAPH] = graph_for(filename)
    return Search(graph, here, entry, matchers(tuple(extra))).run()


# The keys of the project's call graph, of the module's setup hooks and of the
# pytestmark values in the linted module's memo.
_GRAPH = "TA203 graph"
_HOOKS = "TA203 module hooks"
_PYTESTMARKS = "TA203 pytestmark"
# The key of the names each function (or class decorator list) patches.
_PATCHED = "TA203 patched"
# The key of what a hook or fixture leads to patch when it reaches no primitive.
_QUIET = "TA203 quiet"
# The key of the hooks and fixtures around tests of one signature.
_AROUND = "TA203 around"
# What the breadth-first search meets: a primitive, a fixture, a bound.
_HIT, _FIXTURE, _CUT = "hit", "fixture", "cut"


class Search:
    """Breadth first from a test, so the reported way is a shortest one."""

    def __init__(self, graph: CallGraph, here: ModuleView, entry, matchers):
        self.graph, self.here, self.entry = graph, here, entry
        self.is_primitive, self.builds_on = matchers
        self.owner = entry.classes[-1] if entry.classes else None

    def _around(self, test: Step) -> tuple[list[Step], frozenset[str], frozenset[str] | None]:
        """The hooks and fixtures the test runs with, in the order they are
        searched; what they and the test's classes patch; and, when none of
        them reaches a primitive, what the fixtures they lead to patch (None
        when one may). Tests of a file with the same classes and parameters
        and no decorators of their own share the answer: worked out once."""
        function = self.entry.function
        key = None
        if not function.decorator_list:
            arguments = function.args
            key = (_AROUND, tuple(self.entry.classes), self.is_primitive, *(
                argument.arg for argument in
                (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
            ))
            found = self.here.memo.get(key)
            if found is not None:
                return found
        shared = list(self._module_hooks())
        if self.owner is not None:
            for name in CLASS_SETUP_HOOKS:
                hook = self.graph.method(self.owner, name, self.here)
                if hook is not None:
                    shared.append(hook)
        shared += self.graph.fixtures_of(
            test, self.entry.classes, self._usefixtures(), exclude=self._parameter_names()
        )
        shared += self.graph.autouse_fixtures(self.here, self.entry.classes)
        patched: set[str] = set()
        for cls in self.entry.classes:
            patched |= self._patched_by_decorators(cls)
        for root in shared:
            patched |= self._patched_names(root)
        quiet = [self._quiet(root) for root in shared]
        led_to = None if None in quiet else frozenset().union(*quiet)
        found = (shared, frozenset(patched), led_to)
        if key is not None:
            self.here.memo[key] = found
        return found

    def _module_hooks(self) -> list[Step]:
        """The module's setup hooks, found once per file."""
        found = self.here.memo.get(_HOOKS)
        if found is None:
            found = self.here.memo[_HOOKS] = []
            for name in MODULE_SETUP_HOOKS:
                hook = self.here.top_level(name)
                if isinstance(hook, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    found.append(Step(self.here, hook, None, f"{name}()"))
        return found

    def _usefixtures(self) -> list[str]:
        expressions = list(self.entry.function.decorator_list)
        for cls in self.entry.classes:
            expressions += cls.decorator_list
            expressions += self._pytestmarks(cls)
        expressions += self._pytestmarks(self.here.tree)
        return usefixtures_names(expressions, self.here.imports)

    def _pytestmarks(self, holder: ast.AST) -> list[ast.AST]:
        """The values a module or class assigns to ``pytestmark``, read once
        per file for all its tests (not once per test)."""
        known = self.here.memo.setdefault(_PYTESTMARKS, {})
        found = known.get(holder)
        if found is None:
            found = known[holder] = [s.value for s in holder.body if _assigns(s, "pytestmark")]
        return found

    def _parameter_names(self) -> frozenset[str]:
        return parametrized_argnames(self.entry.function, self.here.imports)

    def run(self):
        test = Step(self.here, self.entry.function, self.owner, self.entry.function.name)
        shared, patched_around, led_to = self._around(test)
        roots = [test, *shared]
        patched = set(patched_around)
        patched |= self._patched_names(test)
        # When no hook or fixture around the test reaches a primitive, only
        # the test's own way is searched (what they patch on the way counts).
        searched = roots
        if led_to is not None:
            searched = roots[:1]
            patched |= led_to
        start = [(root, () if root is test else (root.label,)) for root in searched]
        seen = {root.key for root in roots}
        for event, found, chain in self._breadth_first(start, seen, test=test):
            if event is _FIXTURE:
                patched |= self._patched_names(found)
            elif event is _HIT and not _is_patched(found, chain, patched):
                return found, chain
        return None

    def _breadth_first(self, start, seen, test=None):
        """Breadth first from ``start`` ((step, chain) pairs): yields each
        edge whose name is a primitive (``_HIT``, name, chain), each fixture
        a fixture met on the way requests (``_FIXTURE``, step, chain), and
        ``_CUT`` where the step or depth bound stops the search. ``test``:
        the test's step, whose fixtures are among ``start`` already."""
        queue = collections.deque(start)
        steps = 0
        while queue:
            if steps >= MAX_STEPS:
                yield _CUT, None, ()
                return
            step, chain = queue.popleft()
            steps += 1
            if step.label.startswith(("fixture", "autouse")) and step is not test:
                for fixture in self.graph.fixtures_of(step):
                    if fixture.key not in seen:
                        seen.add(fixture.key)
                        queue.append((fixture, (*chain, fixture.label)))
                        yield _FIXTURE, fixture, chain
            for edge in self.graph.edges(step):
                matches = self.builds_on if edge.base else self.is_primitive
                if edge.name and matches(edge.name):
                    yield _HIT, edge.name, chain
                    continue
                target = edge.target
                if target is None or target.key in seen:
                    continue
                if len(chain) >= MAX_DEPTH:
                    yield _CUT, None, chain
                    continue
                seen.add(target.key)
                queue.append((target, (*chain, target.label)))

    def _quiet(self, root: Step) -> frozenset[str] | None:
        """What the fixtures ``root`` leads to patch, when nothing on its
        way is a primitive (patched or not) and its search ran to the end;
        None when it may reach one. Once per file and root."""
        memo = self.here.memo
        key = (_QUIET, root.key, self.is_primitive)
        found = memo.get(key)
        if found is None or found[0] is not root.function:
            names: set[str] | None = set()
            start = [(root, (root.label,))]
            for event, step, _chain in self._breadth_first(start, {root.key}):
                if event is not _FIXTURE:
                    names = None
                    break
                names |= self._patched_names(step)
            found = memo[key] = (root.function, None if names is None else frozenset(names))
        return found[1]

    def _patched_names(self, step: Step) -> set[str]:
        """What a function replaces with ``patch``/``monkeypatch.setattr`` and
        friends, read from the calls the graph collected for it, once per
        function (the hooks and fixtures of a file are roots of every test)."""
        memo = step.module.memo
        key = (_PATCHED, step.key)
        found = memo.get(key)
        if found is None or found[0] is not step.function:
            calls = [edge.call for edge in self.graph.edges(step) if type(edge.call) is ast.Call]
            found = memo[key] = (step.function, frozenset(_patched_in(calls, step.module.imports)))
        return found[1]

    def _patched_by_decorators(self, cls: ast.ClassDef) -> frozenset[str]:
        """What a class's decorators replace (``@patch(...)`` on the class), once
        per class."""
        memo = self.here.memo
        key = (_PATCHED, id(cls))
        found = memo.get(key)
        if found is None or found[0] is not cls:
            calls = [node for d in cls.decorator_list for node in ast.walk(d)
                     if type(node) is ast.Call]
            found = memo[key] = (cls, frozenset(_patched_in(calls, self.here.imports)))
        return found[1]


def _assigns(statement, name: str) -> bool:
    return isinstance(statement, ast.Assign) and any(
        isinstance(t, ast.Name) and t.id == name for t in statement.targets
    )


def _patched_in(calls, imports) -> set[str]:
    """Each name the calls replace, as ``name`` and, where its owner is known,
    as ``owner.name`` (``patch("socket.getaddrinfo")``, ``patch.object(socket,
    "getaddrinfo")``, ``monkeypatch.setattr(db, "open_db", fake)``)."""
    found: set[str] = set()
    for call in calls:
        func = call.func
        last = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if last not in _PATCHER_NAMES:
            continue
        written = imports.resolve(func) or _written(func)
        if not written.endswith(_PATCHERS):
            continue
        arguments = call.args[:2]
        texts = [_trailing_text(argument) for argument in arguments]
        if texts and texts[0]:
            found.add(texts[0])
            found.add(texts[0].rpartition(".")[2])
        elif len(texts) > 1 and texts[1]:
            owner = imports.resolve(arguments[0]) or _written(arguments[0])
            found.add(texts[1])
            found.add(f"{owner}.{texts[1]}")
        found.update(k.arg for k in call.keywords if k.arg)
    return found


def _trailing_text(argument: ast.AST) -> str | None:
    """The known end of a target string: ``"a.b"``, ``__name__ + ".b"``, ``f"{m}.b"``."""
    if isinstance(argument, ast.BinOp) and isinstance(argument.op, ast.Add):
        argument = argument.right
    elif isinstance(argument, ast.JoinedStr) and argument.values:
        argument = argument.values[-1]
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return argument.value
    return None


def _written(func: ast.AST) -> str:
    if isinstance(func, ast.Attribute):
        return f"{_written(func.value)}.{func.attr}"
    return getattr(func, "id", "")


def _is_patched(primitive: str, chain, patched: set[str]) -> bool:
    """The primitive, a helper on the way, or another part of the primitive's
    module (``patch("socket.getaddrinfo")`` for ``socket.socket``) is replaced:
    the test controls that layer."""
    module, _, name = primitive.rpartition(".")
    if name in patched:
        return True
    for target in patched:
        owner = target.rpartition(".")[0]
        if owner and (owner == module or owner.endswith("." + module)):
            return True
    return any(label.split()[-1].rstrip("()").rpartition(".")[2] in patched for label in chain)
