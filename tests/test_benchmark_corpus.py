"""benchmarks/corpus.py on a machine that has never fetched the corpus."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"

pytestmark = pytest.mark.unit


def _load_corpus():
    """benchmarks/corpus.py loaded by path, sys.path left as it was."""
    saved = list(sys.path)
    try:
        spec = importlib.util.spec_from_file_location(
            "benchmarks_corpus", BENCHMARKS / "corpus.py"
        )
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = saved
    return module


corpus = _load_corpus()


def test_config_stopper_is_written_when_the_corpus_folder_is_missing(tmp_path, monkeypatch):
    missing = tmp_path / "benchmarks" / ".corpus"
    monkeypatch.setattr(corpus, "CORPUS", missing)

    corpus._stop_config_search()

    assert (missing / "pytest.ini").read_text() == ""
