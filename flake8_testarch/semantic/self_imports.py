"""Modules a class keeps on its instances: ``self.mod = mod`` after
``import pkg.mod as mod`` (in ``setUp``, say) makes ``self.mod.attr`` the
module's ``attr``, the state every importer shares."""

from __future__ import annotations

import ast

from flake8_testarch.semantic.attributes import attribute_values
from flake8_testarch.syntax import attribute_chain


def resolve_through_self(model, node: ast.AST) -> str | None:
    """The dotted name ``self.<attribute>.rest`` stands for when every value
    the class gives ``self.<attribute>`` stands for the same import; None
    otherwise (``node`` not written on ``self``, nothing read through the
    attribute, or the attribute holds anything else)."""
    root, attributes = attribute_chain(node)
    # `self.mod` itself is the instance's attribute: only what is read
    # through it (`self.mod.os`) is the module's.
    if root is None or root.id not in ("self", "cls") or len(attributes) < 2:
        return None
    cls = model.enclosing_class(model.scope_at(node))
    if cls is None:
        return None
    values = attribute_values(attributes[0], cls)
    if not values or any(type(value) not in (ast.Name, ast.Attribute) for value in values):
        return None
    held = {model.resolve(value) for value in values}
    if len(held) != 1 or None in held:
        return None
    return ".".join([held.pop(), *attributes[1:]])
