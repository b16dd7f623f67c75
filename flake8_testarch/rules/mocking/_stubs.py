"""Patches with no interface of the project's to drift from (TA602): those
that only change what one call does (an exception tripwire, a spy on the
original, a function of the standard library or an installed library
stubbed to return or raise, a library class told what to build), and those
of a class the test defines itself. They need no spec."""

from __future__ import annotations

import ast

from flake8_testarch.project.roots import in_standard_library
from flake8_testarch.project.starting_values import built_by
from flake8_testarch.rules.mocking._mock_usage import (
    is_key,
    key_of,
    mock_usage,
    only_checked_never_called,
    scope_reads,
    used_as_a_call,
)
from flake8_testarch.rules.mocking._libraries import (
    library_class,
    made_by_a_library,
    outside_function,
    stdlib_function,
)
from flake8_testarch.rules.mocking._patch_bindings import patched_names
from flake8_testarch.rules.mocking._spies import forwards_to
from flake8_testarch.rules.mocking._mocks import argument, patched_targets
from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.expected_errors import is_exception
from flake8_testarch.semantic.attributes import attribute_values
from flake8_testarch.syntax import dotted_name, has_a_base, on_self, own_method, walk

# The keywords a one-call stub may be given (``new_callable`` only gets
# here as a mock class, ``AsyncMock``: the stub is awaited, nothing more).
_STUB_KEYWORDS = frozenset({
    "side_effect", "return_value", "target", "attribute", "create", "new", "new_callable",
})


def stands_in_for_a_call(
    node: ast.Call, member: str, ctx, configured: ast.Call, usage: dict
) -> bool:
    """The patch only changes what one call does, so there is no interface to
    drift from: a tripwire that raises (``side_effect=OSError``), a spy whose
    side effect is the original, or a standard-library function stubbed to
    return or raise (``patch("time.time", return_value=0)``: its signature
    is the language's, not the project's). ``configured`` is the patch call,
    or the mock it is handed as the replacement (``new=Mock(return_value=0)``);
    ``usage``: the file's memo of ``mock_usage``."""
    if any(given.arg not in _STUB_KEYWORDS for given in configured.keywords):
        return False
    effect = argument(configured, None, "side_effect")
    if effect is not None and is_exception(_held(effect, ctx), ctx):
        return True  # `side_effect=OSError`, or an exception the test built first
    target = dotted_target(node, member, ctx)
    if effect is not None and target and (
        (ctx.resolve(effect) or dotted_name(effect)) == target or forwards_to(effect, target, ctx)
    ):
        return True
    if effect is None and configured is node and argument(node, None, "return_value") is None:
        bound = patched_names(node, ctx)
        if bound and all(_tripwire_set_after(key, scope, ctx) for key, scope in bound):
            return True  # `with patch.object(C, "m") as m: m.side_effect = OSError`
        written = target or _written_target(node, member)
        if bound and written and all(_spy_set_after(k, scope, written, ctx) for k, scope in bound):
            return True  # `m.side_effect = spy`, the spy handing its calls to the original
    if not target and configured is node and _call_of_an_unnamed_class(node, member):
        # `patch.object(type(client.transport.rpc), "__call__")`: the call of
        # a class the test cannot name (a stub a library builds), stubbed to
        # answer and checked by its calls alone
        bound = through_helpers(patched_names(node, ctx), ctx)
        return (
            bool(bound)
            and not any(key in mock_usage(scope, usage, ctx.semantic) for key, scope in bound)
            and any(used_as_a_call(*pair) for pair in bound)
        )
    if not target or "." not in target:
        return False
    if effect is None and argument(configured, None, "return_value") is None:
        if configured is not node:
            # A bare mock handed over as the replacement
            # (``patch("signal.signal", MagicMock())``): it only answers calls.
            return not configured.args and outside_function(target, ctx)
        if configured is not node or not (
            stdlib_function(target, ctx, classes=True) or library_class(target, ctx)
            or outside_function(target, ctx)
        ):
            return False
        bound = through_helpers(patched_names(node, ctx), ctx)
        if outside_function(target, ctx):
            # A standard function left bare (``with patch("time.sleep"):``, or
            # a mock the test never reads, or one a fixture only hands out for
            # its tests to stub), or stubbed after the patch
            # (``m.return_value = ...``) with only its calls checked.
            return all(_never_read(*pair) or _handed_out(*pair, ctx) for pair in bound) or (
                not any(key in mock_usage(scope, usage, ctx.semantic) for key, scope in bound)
                and any(used_as_a_call(*pair) for pair in bound)
            )
        # A class's mock given another object to build (``SSLContext.return_value
        # = context``): a spec would shape only the instance that is replaced.
        return (
            bool(bound)
            and not any(key in mock_usage(scope, usage, ctx.semantic) for key, scope in bound)
            and any(used_as_a_call(*pair) for pair in bound)
            and all(_return_value_set(*pair) for pair in bound)
        )
    # Told what to build: a `return_value`, or a list of what each call
    # gives (`side_effect=[OSError(), fake]`).
    builds_another = argument(configured, None, "return_value") is not None or type(
        effect
    ) in (ast.List, ast.Tuple)
    return (
        stdlib_function(target, ctx, classes=builds_another)
        or outside_function(target, ctx)
        or builds_another and library_class(target, ctx)
    )


def _call_of_an_unnamed_class(node: ast.Call, member: str) -> bool:
    """``patch.object(type(obj), "__call__")``: the call of whatever class
    ``obj`` has, a class the test does not name."""
    if member != "patch.object":
        return False
    owner, attribute = argument(node, 0, "target"), argument(node, 1, "attribute")
    return (
        type(owner) is ast.Call and type(owner.func) is ast.Name and owner.func.id == "type"
        and len(owner.args) == 1
        and type(attribute) is ast.Constant and attribute.value == "__call__"
    )


def through_helpers(bound: list, ctx) -> list:
    """The patched mocks as the file's own helpers get them: one the test
    only hands to functions of the file (``_check_rate(client,
    mock_random)``) is judged where each uses it, as its parameter."""
    followed = []
    for key, scope in bound:
        followed.extend(_helper_parameters(key, scope, ctx) or [(key, scope)])
    return followed


def _helper_parameters(key: str, scope: ast.AST, ctx) -> list | None:
    if "." in key:
        return None
    reads, handed = _hand_offs(scope, ctx)
    found = []
    for index, call in handed.get(key, ()):
        helper = _helper(call, scope, ctx)
        if type(helper) not in (ast.FunctionDef, ast.AsyncFunctionDef):
            return None
        parameters = [*helper.args.posonlyargs, *helper.args.args]
        if type(call.func) is ast.Attribute and not _static(helper):
            parameters = parameters[1:]  # `self._check(mock)`: the first is `self`
        if index >= len(parameters):
            return None
        found.append((parameters[index].arg, helper))
    return found if found and len(found) == reads.get(key, 0) else None


def _helper(call: ast.Call, scope: ast.AST, ctx):
    """The function of the file a hand-off calls: a plain name's, or the
    method ``self.<name>`` of the class around ``scope``."""
    if type(call.func) is ast.Name:
        return ctx.semantic.definition(call.func)
    cls = ctx.semantic.enclosing_class(ctx.semantic.scope_of(scope))
    return own_method(cls, call.func.attr) if cls is not None else None


def _static(function) -> bool:
    return any(
        type(decorator) is ast.Name and decorator.id == "staticmethod"
        for decorator in function.decorator_list
    )


def _hand_offs(scope: ast.AST, ctx) -> tuple[dict, dict]:
    """For a scope, read in one walk: how often each name is read, and
    where each is handed positionally to a call of a plain name or of a
    method on ``self``."""
    memo = ctx.scratch.setdefault("TA602 hand-offs", {})
    found = memo.get(scope)
    if found is None:
        reads: dict[str, int] = {}
        handed: dict[str, list] = {}
        for node in ast.walk(scope):
            if type(node) is ast.Name and type(node.ctx) is ast.Load:
                reads[node.id] = reads.get(node.id, 0) + 1
            elif type(node) is ast.Call and (type(node.func) is ast.Name or on_self(node.func)):
                for index, given in enumerate(node.args):
                    if type(given) is ast.Name:
                        handed.setdefault(given.id, []).append((index, node))
        found = memo[scope] = (reads, handed)
    return found


def _never_read(key: str, scope: ast.AST) -> bool:
    """No code of the scope reads the mock bound to ``key`` (a name, or
    ``self.<attribute>``)."""
    return not any(
        type(getattr(node, "ctx", None)) is ast.Load and is_key(node, key)
        for node in ast.walk(scope)
    )


def _handed_out(key: str, scope: ast.AST, ctx) -> bool:
    """Every read of the mock is in what a fixture yields or returns
    (``yield Mocks(listdir=mock_listdir, ...)``): its tests use it."""
    if type(scope) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return False
    if ctx.role(scope) is not Role.FIXTURE:
        return False
    reads = scope_reads(scope, ctx.scratch.setdefault(_READS, {}))
    nodes = reads.reads.get(key, ())
    return bool(nodes) and all(_in_what_is_handed_out(node, reads.parents) for node in nodes)


def _in_what_is_handed_out(node: ast.AST, parents: dict) -> bool:
    while node is not None and not isinstance(node, ast.stmt):
        if type(node) is ast.Yield:
            return True
        node = parents.get(node)
    return type(node) is ast.Return


def _tripwire_set_after(key: str, scope: ast.AST, ctx) -> bool:
    """The scope reads the mock bound to ``key`` only to make it raise
    (``m.side_effect = TimeoutError``): a tripwire set after the patch."""
    reads, armed, _effects = _reads_and_tripwires(scope, ctx)
    return armed.get(key, 0) > 0 and armed[key] == reads.get(key, 0)


def _written_target(node: ast.Call, member: str) -> str | None:
    """``Owner.name`` as written in ``patch.object(Owner, "name")``, for an
    owner no import names (a class of the test file)."""
    if member != "patch.object" or len(node.args) < 2 or type(node.args[1]) is not ast.Constant:
        return None
    owner = dotted_name(node.args[0])
    return f"{owner}.{node.args[1].value}" if owner else None


def _spy_set_after(key: str, scope: ast.AST, target: str, ctx) -> bool:
    """``m.side_effect = spy`` in the scope, where ``spy`` hands every call on
    to the original the patch replaced (see ``forwards_to``)."""
    if type(scope) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return False
    effects = _reads_and_tripwires(scope, ctx)[2]
    return any(forwards_to(value, target, ctx) for value in effects.get(key, ()))


def _reads_and_tripwires(scope: ast.AST, ctx) -> tuple[dict, dict, dict]:
    """For the scope, read in one walk: how often each name or ``x.attr``
    is read, how often it is armed with ``.side_effect = <exception>``, and
    the values its ``.side_effect`` is given."""
    memo = ctx.scratch.setdefault("TA602 tripwires", {})
    found = memo.get(scope)
    if found is None:
        reads: dict[str, int] = {}
        armed: dict[str, int] = {}
        effects: list[tuple[str, ast.AST]] = []
        # Names the scope binds, to an exception or to anything else: an
        # exception built first and then armed (``exc = ConnectionError();
        # m.side_effect = exc``) is a tripwire too.
        exceptions: set[str] = set()
        others: set[str] = set()
        # Order plays no part (counts and sets): a definition's nodes come
        # from the file's index, not from another walk of it.
        nodes = (
            ctx.nodes_within(ast.Name, scope) + ctx.nodes_within(ast.Attribute, scope)
            + ctx.nodes_within(ast.Assign, scope)
            if type(scope) in (ast.FunctionDef, ast.AsyncFunctionDef) else walk(scope)
        )
        for node in nodes:
            if type(getattr(node, "ctx", None)) is ast.Load:
                key = key_of(node)
                if key is not None:
                    reads[key] = reads.get(key, 0) + 1
            elif type(node) is ast.Assign:
                raises = is_exception(node.value)
                for target in node.targets:
                    if type(target) is ast.Name:
                        (exceptions if raises else others).add(target.id)
                    elif type(target) is ast.Attribute and target.attr == "side_effect":
                        key = key_of(target.value)
                        if key is not None:
                            effects.append((key, node.value))
        given: dict[str, list[ast.AST]] = {}
        for key, effect in effects:
            given.setdefault(key, []).append(effect)
            if is_exception(effect) or (
                type(effect) is ast.Name and effect.id in exceptions and effect.id not in others
            ):
                armed[key] = armed.get(key, 0) + 1
        found = memo[scope] = (reads, armed, given)
    return found


def _return_value_set(name: str, scope: ast.AST) -> bool:
    """``name.return_value = ...`` somewhere in the scope."""
    return any(
        type(node) is ast.Assign
        and any(
            type(target) is ast.Attribute
            and target.attr == "return_value"
            and type(target.value) is ast.Name
            and target.value.id == name
            for target in node.targets
        )
        for node in ast.walk(scope)
    )


def _held(expression: ast.AST, ctx) -> ast.AST:
    """What a name holds where it is read (``error = ValueError("x")``, then
    ``side_effect=error``); the expression itself otherwise."""
    if type(expression) is not ast.Name:
        return expression
    held = ctx.semantic.assigned_at(expression)
    return held if held is not None else expression


def _makers_on_self(attribute: str, near: ast.AST, ctx) -> list[str | None]:
    """What makes each value the class around ``near``, or a project base
    of it, gives ``self.<attribute>``: the dotted name of the call, None
    for a value that is no call."""
    cls = ctx.semantic.enclosing_class(ctx.semantic.scope_at(near))
    if cls is None:
        return []
    owners = [(cls, ctx.resolve)] + [
        (base.cls, base.module.imports.resolve)
        for base in ctx.collection.ancestors(cls) if base.cls is not None
    ]
    return [
        resolve(value.func) if type(value) is ast.Call else None
        for owner, resolve in owners
        for value in attribute_values(attribute, owner)
    ]


def built_by_the_standard_library(node: ast.Call, member: str, ctx) -> bool:
    """The patched name holds what a standard-library call built (``log =
    logging.getLogger("app")`` in the project's module, patched as
    ``app.base.log``): the mock stands in for Python's own object, whose
    interface does not drift with the project. Also when the call is
    written as the owner (``patch.object(logging.getLogger("app"),
    "warning")``), or the target is a method of such an object
    (``patch("app.base.log.isEnabledFor")``), or the owner is a name for such an object
    (``patch.object(logger, "warning")``, ``logger`` imported from the
    project module that made it)."""
    owner = argument(node, 0, "target") if member == "patch.object" else None
    if type(owner) is ast.Call:
        maker = ctx.resolve(owner.func)
        return bool(maker) and in_standard_library(maker)
    if type(owner) is ast.Attribute and on_self(owner):
        # `patch.object(self.loop, "time")` with the class's `setUp` doing
        # `self.loop = asyncio.get_event_loop()`
        makers = _makers_on_self(owner.attr, node, ctx)
        if makers and all(maker and in_standard_library(maker) for maker in makers):
            return True
    if type(owner) in (ast.Name, ast.Attribute):
        # `patch.object(logger, "warning")` with `logger` imported from the
        # project module that made it with `logging.getLogger(...)`
        held = ctx.resolve(owner)
        maker = built_by(held, ctx.filename) if held and "." in held else None
        if maker and in_standard_library(maker):
            return True
    target = dotted_target(node, member, ctx)
    # The name itself, or the object whose method it is
    # (`patch("app.base.log.isEnabledFor")`).
    for held in (target, target.rpartition(".")[0]) if target else ():
        maker = built_by(held, ctx.filename) if "." in held else None
        if maker and in_standard_library(maker):
            return True
    return False


def dotted_target(node: ast.Call, member: str, ctx) -> str | None:
    """The patched name as a dotted path (see ``patched_targets``)."""
    targets = patched_targets(node, member, ctx)
    if targets:
        return targets[0]
    attribute = argument(node, 1, "attribute") if member == "patch.object" else None
    if type(attribute) is not ast.Constant or not isinstance(attribute.value, str):
        return None
    # `patch.object(client.http, "send")`, `client` built by a library's call.
    made = made_by_a_library(argument(node, 0, "target"), ctx)
    return f"{made}.{attribute.value}" if made else None


def a_class_of_the_test(owner: ast.AST | None, ctx) -> bool:
    """The patched owner is a class the test function defines itself
    (``class Dummy: ...`` in its body), or one the test file defines with
    no base (``class Foo:`` at its top): the test made its interface and
    nothing of the project's is in it, so there is no contract to drift
    from. A class of the file deriving from another may inherit the
    project's methods."""
    if type(owner) is not ast.Name:
        return False
    found = ctx.semantic.definition(owner, ctx.scope)
    if type(found) is not ast.ClassDef:
        return False
    return ctx.semantic.scope_of(found).parent.is_function or (
        not found.keywords and not has_a_base(found)
    )


def a_tripwire_never_called(node: ast.Call, ctx) -> bool:
    """The test only checks that the patch's mock was never called (where
    the name holds it, when the test binds the name to several patches)."""
    bound = patched_names(node, ctx)
    return bool(bound) and all(
        checked_never_called(key, scope, ctx, binding_window(node, key, scope, ctx))
        for key, scope in bound
    )


def binding_window(made: ast.Call, key: str, scope: ast.AST, ctx) -> tuple[int, float] | None:
    """The lines where a name holds the mock ``made``, when the scope binds
    the name more than once (``writer = MagicMock()`` twice in one test):
    from its binding to the next; None when it holds only this one."""
    if key.startswith("self."):
        return None
    bindings = ctx.semantic.bindings(key, scope)
    if len(bindings) < 2:
        return None
    for at, binding in enumerate(bindings):
        if binding.value is made:
            following = bindings[at + 1].node.lineno if at + 1 < len(bindings) else float("inf")
            return binding.node.lineno, following
    return None


def checked_never_called(key: str, scope: ast.AST, ctx, window=None) -> bool:
    """The scope (or its lines ``window``, first to last but one) only
    checks that the mock bound to ``key`` (or a method of it) was never
    called: a tripwire (``assert not fake.tcsetattr.called``)."""
    return only_checked_never_called(key, scope, ctx.scratch.setdefault(_READS, {}), window)


def reads_in(scope: ast.AST, ctx):
    """Where the scope reads each mock key (``scope_reads``), once per file."""
    return scope_reads(scope, ctx.scratch.setdefault(_READS, {}))


_READS = "TA602 reads by scope"  # ctx.scratch key
