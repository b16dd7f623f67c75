"""Finds the rules: every module under ``flake8_testarch.rules`` that defines ``RULE``.

Discovery runs once per process. A rule module's ``visit_<NodeType>``
functions become its visitors and its docstring its documentation, so adding
a rule means adding a module, never editing a list here.
"""

from __future__ import annotations

import ast
import functools
import importlib
import pkgutil

from flake8_testarch import rules as rules_package
from flake8_testarch.rule import Rule

_VISIT_PREFIX = "visit_"


def _rule_from_module(module) -> Rule:
    rule: Rule = module.RULE
    visitors = {}
    for attribute, value in vars(module).items():
        if attribute.startswith(_VISIT_PREFIX) and callable(value):
            node_type = getattr(ast, attribute[len(_VISIT_PREFIX):])
            visitors[node_type] = value
    return rule._replace(doc=(module.__doc__ or "").strip(), visitors=visitors)


@functools.cache
def all_rules() -> tuple[Rule, ...]:
    """Every rule of the pack, sorted by code."""
    found = []
    prefix = rules_package.__name__ + "."
    for info in pkgutil.walk_packages(rules_package.__path__, prefix):
        if info.name.rsplit(".", 1)[-1].startswith("_"):
            continue
        module = importlib.import_module(info.name)
        if hasattr(module, "RULE"):
            found.append(_rule_from_module(module))
    codes = [rule.code for rule in found]
    duplicated = {code for code in codes if codes.count(code) > 1}
    if duplicated:
        raise RuntimeError(f"two rule modules claim {sorted(duplicated)}")
    return tuple(sorted(found, key=lambda rule: rule.code))


def rule_for(code: str) -> Rule:
    for rule in all_rules():
        if rule.code == code:
            return rule
    raise KeyError(code)
