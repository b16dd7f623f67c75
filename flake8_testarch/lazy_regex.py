"""Regular expressions compiled when first used, not when imported.

flake8 starts a process per save in most editors, and every rule module is
imported at start-up. Compiling all of the pack's patterns there cost about
10 ms of each cold start, although a given file needs few of them.
``lazy_compile(pattern, flags)`` takes the place of ``re.compile``: the first
call of one of its methods compiles the pattern, and from then on the
compiled pattern's own methods are served, with no extra indirection.
"""

from __future__ import annotations

import re

_METHODS = ("match", "fullmatch", "search", "finditer", "findall", "sub", "subn", "split")


class LazyPattern:
    def __init__(self, pattern: str | bytes, flags: int = 0):
        self._source = (pattern, flags)

    def __getattr__(self, name: str):
        # Only reached while the pattern is not compiled yet (and for names a
        # compiled pattern does not have either).
        compiled = re.compile(*self._source)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_compile({self._source[0]!r}, {self._source[1]!r})"


def lazy_compile(pattern: str | bytes, flags: int = 0) -> LazyPattern:
    return LazyPattern(pattern, flags)
