"""The committed rule docs (docs/rules/ and the README table) are what the registry renders."""

from __future__ import annotations

from pathlib import Path

import pytest

from flake8_testarch import docs
from flake8_testarch.core.registry import all_rules

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parent.parent
EXPECTED = docs.expected_files(ROOT)
HOW = f"stale generated docs: run `{docs.REGENERATE}` and commit the result"


@pytest.mark.parametrize(
    "path", sorted(EXPECTED), ids=[p.relative_to(ROOT).as_posix() for p in sorted(EXPECTED)]
)
def test_committed_copy_is_what_the_registry_renders(path):
    current = path.read_text(encoding="utf-8") if path.exists() else None

    assert current == EXPECTED[path], f"{path.relative_to(ROOT)}: {HOW}"


def test_no_page_for_a_code_the_registry_lacks():
    assert docs.extra_pages(ROOT) == [], HOW


def test_readme_table_has_a_row_per_rule_linking_its_page():
    rows = [line for line in EXPECTED[ROOT / "README.md"].splitlines() if line.startswith("| [TA")]

    assert [row.split("]")[0] for row in rows] == [f"| [{r.code}" for r in all_rules()]


def test_readme_without_the_table_markers_is_an_error():
    with pytest.raises(ValueError, match="rules-table: start"):
        docs.readme_with_table("# no table here\n", all_rules())
