"""Thirty of `flake8-testarch categorize`'s decisions, with their reasons, for reading.

    python benchmarks/categorize_decisions.py                        # the generated suite
    python benchmarks/categorize_decisions.py --project werkzeug-3.1.3 --source
    python benchmarks/categorize_decisions.py --path ~/src/app --count 40 --seed 2

Decides, in process and without changing anything, the category of every
test that has none under the suite (a corpus project, see corpus.py, a
folder, or by default the 150-file legacy suite of tests/legacy_suite.py
written to a temporary folder), then prints a seeded sample: half of it
(as far as there are) integration decisions with the way the test reaches
its mechanism, the rest unit. With --source each test's code follows its
decision, so a reader can check it. On the generated suite, where every
test's right category is known, the last line counts the sample's errors.
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import sys
import tempfile
from pathlib import Path

import corpus

ROOT = corpus.BENCHMARKS.parent
sys.path.insert(0, str(ROOT))

from flake8_testarch.tools import categorize, workspace  # noqa: E402
from flake8_testarch.tools.mark_edits import Skipped  # noqa: E402


def decisions(root: Path) -> list[categorize.Decision]:
    os.chdir(root)
    options = workspace.flake8_options()
    settings = workspace.project_settings(options)
    names = categorize.category_names(settings, "integration")
    found = []
    for path in workspace.python_files([str(root)], options):
        if not settings.layout_for(path).is_test_file(path):
            continue
        try:
            decided, _ctx = categorize.decide(path, settings, names)
        except Skipped:
            continue
        found += decided
    return found


def sample(found: list, count: int, seed: int) -> list:
    chooser = random.Random(seed)
    integration = [d for d in found if d.reason != categorize.UNIT_REASON]
    unit = [d for d in found if d.reason == categorize.UNIT_REASON]
    picked = chooser.sample(integration, min(len(integration), count // 2))
    picked += chooser.sample(unit, min(len(unit), count - len(picked)))
    return sorted(picked, key=lambda d: (d.path, d.function.lineno))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--project", help="a corpus project folder name (see corpus.py --list)")
    where.add_argument("--path", help="a project folder")
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--source", action="store_true", help="print each test's code")
    args = parser.parse_args()
    expected = None
    scratch = None
    if args.project:
        root = corpus.CORPUS / args.project
    elif args.path:
        root = Path(args.path).resolve()
    else:
        sys.path.insert(0, str(ROOT / "tests"))
        from legacy_suite import write_suite

        scratch = tempfile.TemporaryDirectory(prefix="legacy-suite-")
        suite = write_suite(Path(scratch.name))
        root, expected = suite.root, suite.expected
    found = decisions(root)
    chosen = sample(found, args.count, args.seed)
    split = sum(d.category == "integration" for d in found)
    print(f"{root}: {len(found)} tests without a category, {split} integration; "
          f"{len(chosen)} of them:\n")
    wrong = 0
    for number, decision in enumerate(chosen, 1):
        print(f"{number:>2}. {categorize.describe(decision)}")
        if expected is not None:
            key = f"{os.path.relpath(decision.path, root)}::{decision.test}"
            if expected.get(key) != decision.category:
                wrong += 1
                print(f"    WRONG: expected {expected.get(key)}")
        if args.source:
            text = Path(decision.path).read_text(encoding="utf-8", errors="replace")
            code = ast.get_source_segment(text, decision.function) or ""
            print("\n".join("      " + line for line in code.splitlines()[:20]) + "\n")
    if expected is not None:
        print(f"\n{wrong} of {len(chosen)} decisions differ from the suite's known categories")
    if scratch is not None:
        os.chdir(ROOT)
        scratch.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
