"""What a rule is: its description, its options, and what it reports.

A rule module defines ``RULE = Rule(...)`` and one function per node type it
wants to see, named ``visit_<NodeType>(node, ctx)``; each visitor yields
``Hit`` objects. A ``visit_Call`` that only cares about calls of some names
says so with ``@calls_named(...)``. A module may also define
``applies_to(ctx) -> bool``: a cheap test of the whole file (usually of its
text) that, when false, spares the rule every visit in that file. The
module docstring is the rule's documentation. Nothing else in the package
needs to know the rule exists: ``registry`` finds it.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

# The shared default of mapping fields: read-only, so no instance can change it.
EMPTY: Mapping[Any, Any] = MappingProxyType({})


class OptionError(ValueError):
    """A configuration value that a rule or the engine cannot accept."""


class RuleOption(NamedTuple):
    """A flake8 option that a rule (or the engine) adds.

    ``parse`` turns the raw value (a string, or a list of strings for
    ``comma_separated``) into the value rules read; it raises ``OptionError``
    with the accepted values in its text when the value is not acceptable.
    """

    flag: str
    help: str
    default: Any
    parse: Callable[[Any], Any] = lambda value: value
    comma_separated: bool = False

    @property
    def dest(self) -> str:
        return self.flag.lstrip("-").replace("-", "_")


class Hit(NamedTuple):
    """One report from a visitor: where, and the values for the message.

    ``variant`` picks one of the rule's alternative messages.
    """

    node: ast.AST
    fields: Mapping[str, object] = EMPTY
    variant: str | None = None


class Later(NamedTuple):
    """A check yielded by a visitor in place of hits, run after the walk.

    For a rule that needs type inference, the engine then knows every such
    check in the file, so that astroid is built once and only on the parts
    of the file these checks sit in; other rules use it for what the whole
    walk must have seen first. ``check`` returns the hits.
    """

    node: ast.AST
    check: Callable[[], Iterable[Hit]]


Visitor = Callable[[Any, Any], Iterator["Hit | Later"]]
_CALL_NAMES = "call_names"


def calls_named(names: Iterable[str]) -> Callable[[Visitor], Visitor]:
    """Declares that a ``visit_Call`` has nothing to say about a call unless
    the callee's last name is one of ``names`` (``f`` of ``f(...)``, ``m`` of
    ``obj.m(...)``, or the imported name behind an alias: ``p`` of ``from x
    import f as p``): the engine then hands it only those calls, and most
    calls cost it nothing. A visitor that must also see other calls (a rule
    may gather facts from every call) declares nothing. The mark is an
    attribute of the function: decorate a function that visits calls only,
    not one shared with other node types."""
    frozen = frozenset(names)

    def declare(visitor: Visitor) -> Visitor:
        setattr(visitor, _CALL_NAMES, frozen)
        return visitor

    return declare


def call_names(visitor: Visitor) -> frozenset[str] | None:
    """The names ``visitor`` declared with ``calls_named``; None for every call."""
    return getattr(visitor, _CALL_NAMES, None)


class Rule(NamedTuple):
    """The description of one code.

    ``message`` is a ``str.format`` template filled from a hit's fields; it
    says what is wrong first and what to do instead last. ``default`` tells
    whether the code reports out of the box; an opt-in code reports only
    when the user names it in full in ``select`` or ``extend-select``.
    """

    code: str
    name: str
    summary: str
    message: str
    default: bool = True
    needs_inference: bool = False
    test_files_only: bool = True
    variants: Mapping[str, str] = EMPTY
    options: tuple[RuleOption, ...] = ()
    # Filled in by the registry from the rule's module.
    doc: str = ""
    visitors: Mapping[type, Visitor] = EMPTY
    applies_to: Callable[[Any], bool] | None = None
    # What fixing one finding costs, in a few words (the module's FIX_COST).
    fix_cost: str = ""

    def format(self, hit: Hit) -> str:
        template = self.variants[hit.variant] if hit.variant else self.message
        return f"{self.code} {template.format(**hit.fields)}"
