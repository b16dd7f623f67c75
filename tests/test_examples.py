"""The shipped example suite reports what examples/README.md says it does,
through the real flake8 executable, as the README's first command runs it."""

import collections
import re
from pathlib import Path

import pytest

from tests.flake8_runner import run_flake8

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parent.parent


def _promised_counts() -> dict[str, int]:
    """The per-code counts of the sentence "`flake8 examples/` prints N
    findings: TA101 4, ..., and one each of TA201, ... and TA801."."""
    text = (ROOT / "examples" / "README.md").read_text(encoding="utf-8")
    sentence = re.search(r"`flake8 examples/` prints (\d+) findings: (.*?)\.\n", text, re.S)
    assert sentence is not None, "examples/README.md no longer states what flake8 prints"
    counted, _, each = sentence.group(2).partition("and one\neach of")
    counts = {code: int(n) for code, n in re.findall(r"(TA\d{3}) (\d+)", counted)}
    counts.update(dict.fromkeys(re.findall(r"TA\d{3}", each), 1))
    assert sum(counts.values()) == int(sentence.group(1))
    return counts


def test_flake8_on_the_examples_prints_what_their_readme_promises():
    result = run_flake8(["examples/"], cwd=ROOT)
    assert dict(collections.Counter(result.codes())) == _promised_counts()
