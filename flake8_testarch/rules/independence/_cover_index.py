"""Which of many covers restore a change, and which of many changes a cover
restores, found through their keys instead of by asking each one.

TA701 and TA702 ask, for every change a function makes, whether something
else in it puts the change back: its patchers and cleanups, its ``finally``
blocks, its other changes. Asking every candidate made a function's cost
grow with the square of its length. These indexes hand out only the
candidates that can match (same resource, and a key or a wildcard prefix in
common, or no keys at all), in a given order; the caller's own test
(``Cover.covers``, ``_puts_back``) still decides, so the answers are the
same as asking every one.

A cover restores a change when it has no keys, when its keys hold the
"any key" marker and the change has keys, or when each key of the change is
one of its keys or starts with one of its prefixes (``a.b.*`` gives
``a.b.``; an attribute ``a.b`` gives ``a.b.``). A prefix always ends with a
dot, so a key can only start with the prefixes ending at one of its own dots.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable

# Tokens no real key can be: what an entry without keys, with the "any key"
# marker, with an empty set of keys, or with any keys at all is filed under.
_NO_KEYS = ("no keys",)
_ANY_KEY = ("any key",)
_EMPTY = ("empty",)
_KEYED = ("keyed",)


def _dot_prefixes(key: str) -> list[str]:
    """``a.b.c`` -> ``a.``, ``a.b.``: the prefixes ending at one of its dots."""
    return [key[:index + 1] for index, char in enumerate(key) if char == "."]


def _cover_tokens(keys, any_key: str) -> set:
    """What a cover is filed under: each token a change it restores asks for."""
    if keys is None:
        return {_NO_KEYS}
    if any_key in keys:
        return {_ANY_KEY}
    tokens: set = {_EMPTY}
    for key in keys:
        tokens.add(key)
        tokens.add(key + ".")
        if key.endswith(".*"):
            tokens.add(key[:-1])
    return tokens


def _change_tokens(keys) -> set:
    """What a change is filed under: each token a cover restoring it asks for."""
    if keys is None:
        return {_NO_KEYS}
    tokens: set = {_NO_KEYS, _KEYED}
    if not keys:
        tokens.add(_EMPTY)
    for key in keys:
        tokens.add(key)
        tokens.update(_dot_prefixes(key))
    return tokens


class _Buckets:
    """Entries filed under (resource, token), each bucket sorted by ``order``."""

    def __init__(self, entries: Iterable[tuple[str, Iterable, float, object]]):
        filed: dict[tuple, list] = {}
        for resource, tokens, order, item in entries:
            for token in tokens:
                filed.setdefault((resource, token), []).append((order, item))
        self._buckets: dict[tuple, tuple[list, list]] = {}
        for where, found in filed.items():
            found.sort(key=lambda entry: entry[0])
            self._buckets[where] = ([order for order, _item in found], [i for _o, i in found])

    def first(
        self, resource: str, tokens: Iterable, low: float, high: float,
        test: Callable[[object], bool],
    ):
        """(order, item) of the entry of least order in ``low..high``, filed
        under one of ``tokens``, that passes ``test``; None when none does."""
        best = None
        for token in tokens:
            bucket = self._buckets.get((resource, token))
            if bucket is None:
                continue
            orders, items = bucket
            for index in range(bisect.bisect_left(orders, low), len(orders)):
                order = orders[index]
                if order > high or (best is not None and order >= best[0]):
                    break
                if test(items[index]):
                    best = (order, items[index])
                    break
        return best


class KeyIndex:
    """Things with a ``resource`` and ``keys`` (covers, or changes), each with
    an order (a line), filed as covers (asked which restore a change's keys)
    or as changes (asked which a restore of some keys may put back)."""

    def __init__(self, entries: Iterable[tuple[float, object]], any_key: str, as_covers: bool):
        self._any_key = any_key
        self._as_covers = as_covers
        self._buckets = _Buckets(
            (
                thing.resource,
                _cover_tokens(thing.keys, any_key) if as_covers else _change_tokens(thing.keys),
                order,
                thing,
            )
            for order, thing in entries
        )

    def first(
        self, resource: str, keys, test: Callable[[object], bool],
        low: float = float("-inf"), high: float = float("inf"),
    ):
        """(order, thing) of the least order in ``low..high`` among the things
        that may match ``keys`` of ``resource`` (the keys of a change when
        filed as covers, of a restore when filed as changes) and that pass
        ``test``; None when none does."""
        if self._as_covers:
            tokens: Iterable = (_NO_KEYS,) if keys is None else _query_tokens(keys)
        elif keys is None:
            tokens = (_NO_KEYS,)
        elif self._any_key in keys:
            tokens = (_KEYED,)
        else:
            tokens = _cover_tokens(keys, self._any_key)
        return self._buckets.first(resource, tokens, low, high, test)


def _query_tokens(keys) -> list:
    """The tokens of the covers that may restore a change with these keys:
    those of one of its keys is enough, since a cover must restore each."""
    tokens: list = [_NO_KEYS, _ANY_KEY]
    if not keys:
        return [*tokens, _EMPTY]
    key = min(keys)
    return [*tokens, key, *_dot_prefixes(key)]
