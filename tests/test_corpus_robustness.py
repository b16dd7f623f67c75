"""No rule error on real suites: every ``.py`` file under the test folders of the
benchmark corpus, linted with every code on and as a test file (so that every
rule runs on helpers and data modules too), gives no TA000.

The corpus is downloaded by ``python benchmarks/corpus.py`` (network); without
it these tests skip, saying so.
"""

from __future__ import annotations

import ast
import importlib.util
import tokenize
import warnings
from pathlib import Path

import pytest

from tests.robustness import errors, lint

# benchmarks/ is a folder of scripts, not a package: corpus.py is loaded by path.
_spec = importlib.util.spec_from_file_location(
    "benchmarks_corpus", Path(__file__).resolve().parent.parent / "benchmarks" / "corpus.py"
)
corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(corpus)

pytestmark = pytest.mark.unit

EVERY_FILE_IS_A_TEST = "--testarch-test-files=*.py"


def read(path: Path) -> str | None:
    """The file's text as flake8 decodes it, or None when flake8 could not parse it."""
    try:
        with tokenize.open(path) as handle:
            source = handle.read()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(source)
    except (SyntaxError, UnicodeError, ValueError):
        return None
    return source


@pytest.mark.parametrize(
    "project", [project for every in corpus.SETS.values() for project in every],
    ids=[project.key for every in corpus.SETS.values() for project in every],
)
def test_corpus_project_gives_no_rule_error(project):
    if not (project.root / corpus._COMPLETE).is_file():
        pytest.skip(f"{project.root} absent: run 'python benchmarks/corpus.py' (network)")
    failures = []
    for path in corpus.python_files(project):
        source = read(path)
        if source is not None:
            found = errors(lint(source, path, EVERY_FILE_IS_A_TEST))
            failures += [f"{path}:{line}:{col + 1}: {text}" for line, col, text in found]

    assert failures == []


def test_no_suite_is_listed_twice_under_another_spelling():
    # A suite read or tuned on before is not fresh as `trio-asyncio` when
    # `trio_asyncio` is listed: PyPI takes both for one project.
    assert corpus.repeated_projects() == []
