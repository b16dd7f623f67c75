"""The file's patches, indexed once per file for TA602's questions about
its many mocks: the ``setattr`` and ``patch(target, new)`` calls by the
name they put in place, the patches by the name given as their
``return_value``, every patch, the modules installed in ``sys.modules``,
and the names made what a mock returns."""

from __future__ import annotations

import ast

from flake8_testarch.rules.mocking._mocks import argument, mock_member
from flake8_testarch.syntax import attribute_chain, last_name


def patch_calls(ctx) -> tuple[dict, dict, list, dict]:
    """The file's ``setattr`` calls by the name they put in place (the last
    argument), its ``patch``/``object`` calls by the name given as their
    ``return_value``, every ``patch``/``object`` call, and the modules
    names are installed as in ``sys.modules`` (name -> (line, module)):
    read once per file, so that asking about each of a test's many mocks
    does not read every patch of the file again."""
    found = ctx.scratch.get(_PATCH_CALLS)
    if found is None:
        nodes = ctx.semantic.nodes
        setters: dict[str, list[tuple[ast.Call, str]]] = {}
        for call in nodes.calls_named("setattr"):
            if len(call.args) in (2, 3) and type(call.args[-1]) is ast.Name:
                setters.setdefault(call.args[-1].id, []).append((call, "setattr"))
        givers: dict[str, list[ast.Call]] = {}
        patchers = [*nodes.calls_named("object"), *nodes.calls_named("patch")]
        for call in patchers:
            # `patch("shop.helper.shutil", fake)`: the mock put in place as `new`
            member = mock_member(call.func, ctx)
            if member in ("patch", "patch.object"):
                new = argument(call, 1 if member == "patch" else 2, "new")
                if type(new) is ast.Name:
                    setters.setdefault(new.id, []).append((call, member))
            for keyword in call.keywords:
                if keyword.arg == "return_value" and type(keyword.value) is ast.Name:
                    givers.setdefault(keyword.value.id, []).append(call)
        modules: dict[str, list[tuple[int, str]]] = {}
        for call in (*nodes.calls_named("dict"), *nodes.calls_named("setitem")):
            for module, value in _module_installs(call, ctx):
                if type(value) is ast.Name:
                    modules.setdefault(value.id, []).append((call.lineno, module))
        found = ctx.scratch[_PATCH_CALLS] = (setters, givers, patchers, modules)
    return found


def _module_installs(call: ast.Call, ctx) -> list[tuple[str, ast.AST]]:
    """(module name, value) for each entry a call puts in ``sys.modules``:
    ``patch.dict("sys.modules", getpass=fake)``, ``patch.dict(sys.modules,
    {"getpass": fake})``, ``monkeypatch.setitem(sys.modules, "getpass",
    fake)``."""
    if not call.args:
        return []
    target = call.args[0]
    if type(target) is ast.Constant:
        if target.value != "sys.modules":
            return []
    elif ctx.resolve(target) != "sys.modules":
        return []
    if last_name(call.func) == "setitem":
        if len(call.args) == 3 and type(call.args[1]) is ast.Constant:
            return [(str(call.args[1].value), call.args[2])]
        return []
    found = [(keyword.arg, keyword.value) for keyword in call.keywords if keyword.arg]
    if len(call.args) > 1 and type(call.args[1]) is ast.Dict:
        given = call.args[1]
        found += [
            (key.value, value) for key, value in zip(given.keys, given.values)
            if type(key) is ast.Constant and isinstance(key.value, str)
        ]
    return found


_PATCH_CALLS = "TA602 patch calls"  # ctx.scratch key


def returned_by(ctx) -> dict[str, list[tuple[int, str]]]:
    """Each name made what a mock, or a method of it, returns
    (``poll.return_value = poller``, ``session.get.return_value =
    response``, or a part of it, ``open_connection.return_value = (reader,
    writer)``, or what one call returns in turn, ``post.side_effect =
    [ok, refused]``): name -> (line, the mock's name), read once per file."""
    found = ctx.scratch.get(_RETURNED_BY)
    if found is None:
        found = ctx.scratch[_RETURNED_BY] = {}
        for assigned in ctx.semantic.nodes.of(ast.Assign):
            target = assigned.targets[0]
            value = assigned.value
            # `open_connection.return_value = (reader, writer)`: each part given back.
            parts = value.elts if type(value) in (ast.Tuple, ast.List) else [value]
            if not (
                len(assigned.targets) == 1 and type(target) is ast.Attribute
                and target.attr in ("return_value", "side_effect")
            ):
                continue
            if target.attr == "side_effect" and type(value) not in (ast.Tuple, ast.List):
                continue  # (a list of side effects: what each call returns in turn)
            # `session.get.return_value`: one of its methods; also of the
            # instance a patched class builds, `Session.return_value.post`
            holder, _attributes = attribute_chain(target.value)
            if holder is not None:
                for part in parts:
                    if type(part) is ast.Name:
                        found.setdefault(part.id, []).append((assigned.lineno, holder.id))
    return found


_RETURNED_BY = "TA602 returned by"  # ctx.scratch key
