"""Which changes and restores of one function can concern each other, found
without comparing every pair (a long test makes hundreds of changes).

A restore of a resource concerns a change of the same resource when either
names the whole resource or a key written as an expression, or when one's
key is the other's or a dotted prefix of it (``sys.modules`` keys,
``owner.attribute`` paths and ``owner.*`` wildcards put back what lies
under them). The index gives every item that may concern a change (a few
more at most); the caller still asks the exact question of each.
"""

from __future__ import annotations

from collections.abc import Iterable

from flake8_testarch.rules.independence._changes import ANY_KEY


def _stripped(key: str) -> str:
    return key[:-2] if key.endswith(".*") else key


def _prefixes(key: str) -> list[str]:
    parts = _stripped(key).split(".")
    return [".".join(parts[: i + 1]) for i in range(len(parts))]


class KeyIndex:
    """Items with a ``resource`` and ``keys`` (None: all of it), in their order."""

    def __init__(self, items: Iterable):
        self._order: dict[int, int] = {}
        self._all: dict[str, list] = {}
        self._broad: dict[str, list] = {}
        self._by_key: dict[tuple[str, str], list] = {}
        self._by_prefix: dict[tuple[str, str], list] = {}
        for position, item in enumerate(items):
            self._order[id(item)] = position
            resource, keys = item.resource, item.keys
            self._all.setdefault(resource, []).append(item)
            if keys is None or ANY_KEY in keys:
                self._broad.setdefault(resource, []).append(item)
                continue
            for key in keys:
                self._by_key.setdefault((resource, _stripped(key)), []).append(item)
                for prefix in _prefixes(key):
                    self._by_prefix.setdefault((resource, prefix), []).append(item)

    def near(self, item) -> list:
        """The items that may concern ``item`` (itself included when indexed),
        in the order they were given."""
        resource, keys = item.resource, item.keys
        if keys is None or ANY_KEY in keys:
            return self._all.get(resource, [])
        found = {id(other): other for other in self._broad.get(resource, ())}
        for key in keys:
            for prefix in _prefixes(key):
                for other in self._by_key.get((resource, prefix), ()):
                    found[id(other)] = other
            for other in self._by_prefix.get((resource, _stripped(key)), ()):
                found[id(other)] = other
        order = self._order
        return sorted(found.values(), key=lambda other: order[id(other)])
