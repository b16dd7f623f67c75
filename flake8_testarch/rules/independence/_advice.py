"""Which way of restoring to advise where the change is made: a unittest
``TestCase`` method gets no pytest fixtures, so ``monkeypatch`` is no advice
there; ``self.addCleanup`` and ``unittest.mock``'s patchers are."""

from __future__ import annotations

UNITTEST_FIX = {
    "environment": "use patch.dict(os.environ, ...) or self.addCleanup(...)",
    "state": "use unittest.mock.patch.object(...) or self.addCleanup(...)",
}


def advice(fix: str, ctx, kind: str) -> str:
    """``fix``, unless it asks for ``monkeypatch`` in a unittest test case:
    then the unittest way (``kind``: 'environment' or 'state')."""
    if "monkeypatch" in fix and ctx.in_unittest_case():
        return UNITTEST_FIX[kind]
    return fix


_REPORTED = "independence.reported"  # ctx.scratch key: what a function was told


def told_already(change, found, ctx) -> bool:
    """Whether the function holding ``change`` already has a report for a
    change of the same thing with the same verdict (``colors.use_color = 4``
    then ``= 3`` then ``= 2``, restored once at the end): one fix covers
    them all, so the first is reported and the rest are not. Marks this one
    as told."""
    told = ctx.scratch.setdefault(_REPORTED, set())
    key = (id(ctx.current_function), change.resource, change.what, found.kind, found.line)
    if key in told:
        return True
    told.add(key)
    return False
