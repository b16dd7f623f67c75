"""Finds the rules: every module under ``flake8_testarch.rules`` that defines ``RULE``.

Discovery runs once per process. A rule module's ``visit_<NodeType>``
functions become its visitors, its ``applies_to`` (if any) its file-level
gate, its docstring its documentation, its ``FIX_COST`` what fixing a
finding costs (shown by ``flake8-testarch report``) and its
``check_options(values)`` (if any) the check of its options against each
other, so adding a rule means adding a module, never editing a list here.
"""

from __future__ import annotations

import ast
import functools
import importlib
import os

from flake8_testarch import rules as rules_package
from flake8_testarch.core.rule import Rule

_VISIT_PREFIX = "visit_"
# code -> the rule module's check_options(values), filled by all_rules().
_OPTION_CHECKS: dict = {}


def _rule_from_module(module) -> Rule:
    rule: Rule = module.RULE
    visitors = {}
    for attribute, value in vars(module).items():
        if attribute.startswith(_VISIT_PREFIX) and callable(value):
            node_type = getattr(ast, attribute[len(_VISIT_PREFIX):])
            visitors[node_type] = value
    gate = getattr(module, "applies_to", None)
    return rule._replace(
        doc=(module.__doc__ or "").strip(),
        visitors=visitors,
        applies_to=gate if callable(gate) else None,
        fix_cost=getattr(module, "FIX_COST", ""),
    )


def _rule_module_names() -> list[str]:
    """``flake8_testarch.rules.<family>.<module>`` for every module of every
    family package (shared ``_helpers`` modules and the modules of a family's
    helper packages included). Read from the
    folders (about half the time ``pkgutil.walk_packages`` takes at every
    flake8 start); pkgutil only where the rules do not sit in folders (a
    zipped install)."""
    prefix = rules_package.__name__ + "."
    folders = list(rules_package.__path__)
    if not all(os.path.isdir(folder) for folder in folders):
        import pkgutil  # about 1 ms of every start otherwise, for a case installs rarely make

        return [info.name for info in pkgutil.walk_packages(folders, prefix) if not info.ispkg]
    names = []
    for folder in folders:
        for family in sorted(os.scandir(folder), key=lambda entry: entry.name):
            if family.name[:1] in "_." or not os.path.isfile(
                os.path.join(family.path, "__init__.py")
            ):
                continue
            names += _modules_in(family.path, f"{prefix}{family.name}.")
    return names


def _modules_in(folder: str, prefix: str) -> list[str]:
    names = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.endswith(".py") and name != "__init__.py":
            names.append(prefix + name[:-3])
        elif os.path.isfile(os.path.join(path, "__init__.py")):
            names += _modules_in(path, f"{prefix}{name}.")
    return names


def is_rule_module_name(name: str) -> bool:
    """Not a helper module (``_mocks``) nor a module of a helper package
    (``_never_runs.constructor``): those hold no rule."""
    inner = name[len(rules_package.__name__) + 1:].split(".")
    return not any(part.startswith("_") for part in inner)


@functools.cache
def all_rules() -> tuple[Rule, ...]:
    """Every rule of the pack, sorted by code."""
    found = []
    for name in _rule_module_names():
        if not is_rule_module_name(name):
            continue
        module = importlib.import_module(name)
        if hasattr(module, "RULE"):
            found.append(_rule_from_module(module))
            check = getattr(module, "check_options", None)
            if callable(check):
                _OPTION_CHECKS[module.RULE.code] = check
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


def option_checks() -> dict:
    """``{code: check_options}``: each rule's check of its option values
    against each other; it raises ``OptionError`` naming the option."""
    all_rules()
    return dict(_OPTION_CHECKS)
