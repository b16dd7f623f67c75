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
