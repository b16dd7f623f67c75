"""The fuzzing of tests/test_fuzz.py, run long: generated programs linted as test
files with every code on must never make the plugin raise or report TA000.

    python benchmarks/fuzz.py [--examples 2000] [--seed 1] [--kind suites|modules|both]

A script, not a test. The programs are those of tests/fuzzing.py: whole
programs from hypothesmith's grammar (``modules``) and test files built from
templates of what the rules read, with generated expressions in every hole
(``suites``). Each example is linted in-process (``tests/robustness.py``).
Prints the examples run, the codes reported, the worst plugin time for one
program (CPU time) and writes that program to ``benchmarks/.corpus/fuzz-
slowest.py``. On a failure hypothesis shrinks it and prints the smallest
program that still fails; the exit status is 1. No example database is kept:
``--seed`` makes a run repeatable.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from hypothesis import HealthCheck, given, seed, settings  # noqa: E402

from tests.fuzzing import modules, suites  # noqa: E402
from tests.robustness import errors, lint  # noqa: E402

OUTPUT = REPO / "benchmarks" / ".corpus"
FILENAME = "tests/test_fuzz.py"


class Tally:
    def __init__(self) -> None:
        self.examples = 0
        self.codes: collections.Counter[str] = collections.Counter()
        self.seconds = 0.0
        self.worst = (0.0, "")

    def lint(self, source: str) -> list:
        started = time.process_time()
        reports = lint(source, FILENAME)
        spent = time.process_time() - started
        self.examples += 1
        self.seconds += spent
        self.codes.update(text.split(" ", 1)[0] for _line, _col, text in reports)
        if spent > self.worst[0]:
            self.worst = (spent, source)
        return reports


def run(kind: str, strategy, examples: int, seed_value: int) -> bool:
    tally = Tally()

    @seed(seed_value)
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )
    @given(source=strategy)
    def property_holds(source):
        failed = errors(tally.lint(source))
        assert failed == [], failed

    started = time.perf_counter()
    try:
        property_holds()
        ok = True
    except AssertionError as failure:  # hypothesis has printed the smallest program
        print(f"{kind}: FAILED: {failure}")
        ok = False
    wall = time.perf_counter() - started
    worst_seconds, worst_source = tally.worst
    slowest = OUTPUT / f"fuzz-slowest-{kind}.py"
    if worst_source:
        OUTPUT.mkdir(parents=True, exist_ok=True)
        slowest.write_text(worst_source, encoding="utf-8")
    codes = ", ".join(f"{code} {count}" for code, count in sorted(tally.codes.items()))
    print(
        f"{kind}: {tally.examples} programs linted in {wall:.0f}s "
        f"(plugin {tally.seconds:.1f}s CPU); TA000: {tally.codes.get('TA000', 0)}; "
        f"worst plugin time {worst_seconds * 1000:.0f} ms "
        f"({len(worst_source.splitlines())} lines, {slowest.relative_to(REPO)})"
    )
    print(f"  codes reported: {codes or '(none)'}")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=2000, help="programs per kind")
    parser.add_argument("--seed", type=int, default=1, help="hypothesis seed (default 1)")
    parser.add_argument("--kind", choices=("suites", "modules", "both"), default="both")
    args = parser.parse_args(argv)
    warnings.filterwarnings("ignore", category=SyntaxWarning)  # ast.parse on `1()` and kin
    # One-time costs (rule modules' caches, the pytest config lookup) before the clock.
    lint("def test_warm_up():\n    assert True\n", FILENAME)
    kinds = {"suites": suites(), "modules": modules()}
    chosen = kinds if args.kind == "both" else {args.kind: kinds[args.kind]}
    print(f"fuzzing with seed {args.seed}, {args.examples} programs per kind, every code on")
    results = [run(kind, strategy, args.examples, args.seed) for kind, strategy in chosen.items()]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
