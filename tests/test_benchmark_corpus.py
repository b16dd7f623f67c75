"""benchmarks/corpus.py on a machine that has never fetched the corpus."""

from __future__ import annotations

import pytest

from tests.benchmark_modules import load

pytestmark = pytest.mark.unit

corpus = load("corpus")


def test_config_stopper_is_written_when_the_corpus_folder_is_missing(tmp_path, monkeypatch):
    missing = tmp_path / "benchmarks" / ".corpus"
    monkeypatch.setattr(corpus, "CORPUS", missing)

    corpus._stop_config_search()

    assert (missing / "pytest.ini").read_text() == ""
