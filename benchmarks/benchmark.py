"""What the plugin costs: CPU time of real flake8 runs, as ratios to flake8 alone.

Each configuration runs the real ``flake8`` over the same corpus files
(``corpus.py``), in the same order, with ``--isolated``:

- flake8 alone: pyflakes, pycodestyle and mccabe; every other installed
  plugin is kept from loading (flake8_with.py: a plugin that loads runs
  even when none of its codes is selected, so selecting fewer codes would
  not measure it out);
- default codes: flake8 + this plugin, ``TA`` selected;
- every code: flake8 + this plugin, the opt-in codes selected too;
- flake8-pytest-style: flake8 + that plugin, ``PT`` selected, for comparison.

CPU time is user + system time of the flake8 process and its workers
(``RUSAGE_CHILDREN``), so ``--jobs 2`` counts both workers. The
configurations run interleaved, round after round, and each one's median is
compared with flake8 alone's: the machine is shared, so a slow moment hits
every configuration alike and medians drop the outliers. Differences under
about 3% are noise here.

    python benchmarks/benchmark.py                     # 5 rounds; dir and mixed order; --jobs 1, 2
    python benchmarks/benchmark.py --rounds 3 --order mixed --jobs 2
    python benchmarks/benchmark.py --set validation    # the validation suites
    python benchmarks/benchmark.py --instructions      # also instructions (valgrind), on a sample
    python benchmarks/benchmark.py --rounds 0 --instructions --sample 100   # instructions only
    python benchmarks/benchmark.py --rounds 0 --large  # 10,000 tests in a file; a 5,000-line test

Instructions are counted at ``--jobs 1`` and ``--jobs 2`` (the parent and
its workers, summed), or at the ``--jobs`` given.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile

import corpus

# Runs flake8 with only the checkers of the codes given loaded.
LAUNCHER = str(corpus.BENCHMARKS / "flake8_with.py")
_BUILTIN = "E,F,W,C90"


def _opt_in_codes() -> str:
    from flake8_testarch.core.registry import all_rules

    return ",".join(rule.code for rule in all_rules() if not rule.default)


def configurations() -> dict[str, tuple[str, list[str]]]:
    """Name -> (checkers to load, by entry-point code; flake8 options)."""
    return {
        "flake8 alone": (_BUILTIN, [f"--select={_BUILTIN}"]),
        "default codes": (f"{_BUILTIN},TA", [f"--select={_BUILTIN},TA"]),
        "every code": (
            f"{_BUILTIN},TA", [f"--select={_BUILTIN},TA", f"--extend-select={_opt_in_codes()}"]
        ),
        "flake8-pytest-style": (f"{_BUILTIN},PT", [f"--select={_BUILTIN},PT"]),
    }


def compile_plugin() -> None:
    """Write the plugin's bytecode before measuring, as ``pip install`` does.
    flake8 and the other plugins are installed with theirs; an editable
    install under ``PYTHONDONTWRITEBYTECODE`` would have every flake8 run
    compile this plugin from source, a cost no installed user pays."""
    import compileall
    import os

    import flake8_testarch

    compileall.compile_dir(os.path.dirname(flake8_testarch.__file__), quiet=1)


def cpu_seconds(checkers: str, options: list[str], files_list: str, jobs: int) -> float:
    """CPU time of one flake8 run over the files listed (one a line) in a file."""
    with open(files_list, encoding="utf-8") as listing:
        files = listing.read().split("\n")
    command = [
        sys.executable, LAUNCHER, checkers, "--", "--isolated", f"--jobs={jobs}",
        "--exit-zero", *options, *files,
    ]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def instructions(checkers: str, options: list[str], files: list[str], jobs: int) -> int | None:
    """Instructions of one run under valgrind (callgrind), or None: the
    parent's and, with ``--jobs 2``, the forked workers' (valgrind follows a
    fork and each process reports its own count)."""
    if shutil.which("valgrind") is None:
        return None
    command = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        sys.executable, LAUNCHER, checkers, "--", "--isolated", f"--jobs={jobs}", "--exit-zero",
        *options, *files,
    ]
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    counts = [int(found) for found in re.findall(r"Collected : (\d+)", done.stderr)]
    return sum(counts) if counts else None


def print_instructions(files: list[str], order: str, jobs: int) -> None:
    print(f"\ninstructions, --jobs {jobs}, {len(files)} files, "
          f"{'directory' if order == 'dir' else 'mixed'} order")
    # Two at a time: each valgrind run uses one core (a --jobs 2 run more, for
    # a while), and counts do not depend on what else runs.
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        running = {
            name: pool.submit(instructions, packages, options, files, jobs)
            for name, (packages, options) in configurations().items()
        }
        counts = {name: future.result() for name, future in running.items()}
    base = counts["flake8 alone"]
    for name, count in counts.items():
        ratio = f"{count / base:.3f}x" if count and base else "n/a"
        print(f"{name:<22} {count or 0:>16,} {ratio:>7}")


def measure(files: list[str], jobs: int, rounds: int) -> dict[str, list[float]]:
    configs = configurations()
    times: dict[str, list[float]] = {name: [] for name in configs}
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as listing:
        listing.write("\n".join(files))
    for _round in range(rounds):
        for name, (packages, options) in configs.items():
            times[name].append(cpu_seconds(packages, options, listing.name, jobs))
    return times


def print_table(title: str, times: dict[str, list[float]]) -> None:
    base = statistics.median(times["flake8 alone"])
    print(f"\n{title}")
    print(f"{'configuration':<22} {'median CPU s':>12} {'ratio':>7}   runs")
    for name, runs in times.items():
        median = statistics.median(runs)
        shown = " ".join(f"{run:.1f}" for run in runs)
        print(f"{name:<22} {median:>12.2f} {median / base:>6.2f}x   {shown}")


def large_inputs() -> None:
    """The plugin's own CPU time, every code on, in process and with the
    collector paused, on the generated inputs of tests/linear_inputs.py: a
    file of 10,000 small tests and one test of 5,000 statements (best of 3)."""
    import ast
    import gc
    import tempfile
    import time
    from pathlib import Path

    sys.path.insert(0, str(corpus.BENCHMARKS.parent))
    from tests.linear_inputs import many_small_tests, one_long_test, write_project
    from tests.robustness import lint

    folder = Path(tempfile.mkdtemp())
    lint("x = 1\n", folder / "warm_up.py")
    print("\nlarge inputs, plugin CPU s in process, every code, best of 3")
    for make, count in ((many_small_tests, 10_000), (one_long_test, 5_000)):
        source = make(count)
        path = write_project(folder / make.__name__, source)
        tree = ast.parse(source)
        best = None
        for _ in range(3):
            gc.collect()
            gc.disable()
            start = time.process_time()
            lint(source, path, tree=tree)
            spent = time.process_time() - start
            gc.enable()
            best = spent if best is None else min(best, spent)
        print(f"{make.__name__}({count:,}) {best:.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="runs per configuration (5)")
    parser.add_argument("--projects", help="comma-separated corpus projects (default: all)")
    parser.add_argument("--set", choices=tuple(corpus.SETS), default="tuning", help=corpus.SET_HELP)
    parser.add_argument("--order", choices=("dir", "mixed", "both"), default="both",
                        help="directory order, files of every project shuffled, or both")
    parser.add_argument("--jobs", type=int, action="append",
                        help="flake8 --jobs; repeat for several (default: 1 and 2)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions under valgrind, on --sample files")
    parser.add_argument("--sample", type=int, default=20,
                        help="files for --instructions, spread over the corpus (20)")
    parser.add_argument("--large", action="store_true",
                        help="also time the plugin on two generated large inputs, in process")
    args = parser.parse_args(argv)

    compile_plugin()
    every = corpus.SETS[args.set]
    projects = corpus.select_projects(args.projects, every)
    for project in projects:
        corpus.fetch(project)
    files = [str(path) for paths in corpus.corpus_files(projects).values() for path in paths]
    print(f"{len(files)} files from {len(projects)} projects ({args.set} set), "
          f"{args.rounds} interleaved rounds, CPU time = user + system")
    orders = {"dir": files}
    if args.order in ("mixed", "both"):
        mixed = list(files)
        random.Random(0).shuffle(mixed)
        orders["mixed"] = mixed
    if args.order == "mixed":
        del orders["dir"]
    for jobs in [] if args.rounds == 0 else args.jobs or [1, 2]:
        for order, ordered in orders.items():
            times = measure(ordered, jobs, args.rounds)
            print_table(f"--jobs {jobs}, {'directory' if order == 'dir' else 'mixed'} order",
                        times)
    if args.instructions:
        sample = files[:: max(1, len(files) // args.sample)][: args.sample]
        samples = {"dir": sample}
        if args.order in ("mixed", "both"):
            samples["mixed"] = random.Random(0).sample(sample, len(sample))
        if args.order == "mixed":
            del samples["dir"]
        for order, ordered in samples.items():
            for jobs in args.jobs or [1, 2]:
                print_instructions(ordered, order, jobs)
    if args.large:
        large_inputs()
    return 0


if __name__ == "__main__":
    sys.exit(main())
