"""A mock of something the project says tests must never replace.

## What it flags
With `--testarch-never-mock` listing globs over dotted names (for example
`app.security.*,app.crypto.Cipher.*,*.migrations.*`), every place in test
code that replaces a matching name:

- `patch("app.security.check_permission")`, `patch.dict(...)` and
  `patch.multiple("app.security", ...)` with a string target, as a
  decorator, a context manager or a started patcher (`unittest.mock`, the
  `mock` backport, `mocker.patch...`);
- `patch.object(owner, "name")` and `patch.multiple(owner, ...)`, with the
  owner (a module or a class) resolved through the file's imports:
  `from app import security` then `patch.object(security, "check")` is
  `app.security.check`;
- `monkeypatch.setattr("app.security.check", ...)` and
  `monkeypatch.setattr(security, "check", ...)` (also on a `MonkeyPatch()`
  or `MonkeyPatch.context()` of your own).

A target is also matched under the name it was imported from: patching
`app.views.check_permission` where `app/views.py` does `from app.security
import check_permission` replaces `app.security.check_permission`. Imports
are followed through the project's own modules (read, never imported),
a few steps deep.

With the default (an empty list) the rule reports nothing. Owners the
linter cannot name (`patch.object(self.gate, ...)`, a class defined in the
test file) are not reported.

## Why it is bad
Some code exists to be verified: the permission check, the cipher, the
schema migration. A test that replaces it with a mock proves only that the
test calls the mock; the gate can be broken and the suite stays green.
Naming those targets once, in configuration, keeps every future test from
quietly mocking them away. Replace what is around them instead: the clock,
the network, the user store.

## Example
```python
# flags: --testarch-never-mock=app.security.*
from unittest.mock import patch


def test_admin_can_delete(client):
    with patch("app.security.check_permission", return_value=True):
        assert client.delete("/items/1").status_code == 204
```

## Use instead
```python
# flags: --testarch-never-mock=app.security.*
def test_admin_can_delete(client, admin_user):
    client.login(admin_user)
    assert client.delete("/items/1").status_code == 204
```

## Options
`--testarch-never-mock`: comma-separated globs over dotted names
(`fnmatch` style, where `*` also matches dots) of modules, classes,
functions and attributes that tests must never replace. Default: empty,
which reports nothing.
"""

from __future__ import annotations

import ast

from flake8_testarch.syntax import dotted_name
from flake8_testarch.core.rule import Hit, Rule, RuleOption, calls_named
from flake8_testarch.rules.mocking._mocks import (
    defining_names,
    matching_glob,
    parse_dotted_globs,
    patch_call,
    patched_targets,
)

_OPTION = "testarch_never_mock"
_CANDIDATES = frozenset({"patch", "object", "multiple", "dict", "setattr"})

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: fake the boundary the project allows, not the protected target"

RULE = Rule(
    code="TA603",
    name="mock-of-protected-target",
    summary="a mock of a target the project protects (--testarch-never-mock)",
    message=(
        "{call}() replaces {protected}, which tests must never mock ('{glob}' in "
        "--testarch-never-mock); run the real one and fake what is around it"
    ),
    options=(
        RuleOption(
            flag="--testarch-never-mock",
            help="Comma-separated globs over dotted names that tests must never patch or "
            "monkeypatch, e.g. 'app.security.*,*.migrations.*' (TA603; default: none).",
            default="",
            parse=parse_dotted_globs,
            comma_separated=True,
        ),
    ),
)


@calls_named(_CANDIDATES)
def visit_Call(node: ast.Call, ctx):
    globs = ctx.settings.values.get(_OPTION)
    if not globs:  # the default: nothing is protected
        return ()
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    return _check(node, globs, ctx) if name in _CANDIDATES else ()


def _check(node: ast.Call, globs, ctx):
    func = node.func
    member = patch_call(node, ctx)
    if member is None:
        return
    for target in patched_targets(node, member, ctx):
        found = matching_glob(defining_names(target, ctx.filename), globs)
        if found:
            protected, glob = found
            if protected != target:
                protected = f"{target} (imported from {protected})"
            call = dotted_name(func) or member
            yield Hit(node, {"call": call, "protected": protected, "glob": glob})
            return
