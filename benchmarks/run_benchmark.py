"""What flake8-testarch costs on real test suites, as ratios to flake8 alone, and
whether it survives every file of them.

    python benchmarks/run_benchmark.py [--repeat 3] [--latency-repeat 61] [--projects trio,anyio]

A script, not a test. It fetches the pinned corpus (benchmarks/corpus.py) and
measures, in one run, on the same files:

1. **flake8 runs** (``--isolated --jobs 1``), one subprocess per run, with only
   the plugins of the configuration loaded (``flake8_with.py``: flake8 runs
   every installed plugin whatever ``--select`` says):

   - flake8 alone: pyflakes, pycodestyle, mccabe; ``--select E,W,F,C90``
   - + testarch, default codes: the same plus TA; ``--select E,W,F,C90,TA``
   - + testarch, all codes: also ``--extend-select`` of every opt-in code
   - + pytest-style: the base plus PT; ``--select E,W,F,C90,PT``
   - with ``--checks``: TA or PT loaded but not selected, and the stock
     ``flake8`` command with everything installed.

   The configurations are interleaved (the order rotates every round) and
   each runs ``--repeat`` times. The headline is the ratio of the best
   (lowest) CPU time (user + sys of the flake8 process: its rusage from
   ``wait4``, the figures ``getrusage(RUSAGE_CHILDREN)`` deltas give, but for
   that process alone) to flake8 alone's best; the ratio of medians is
   printed beside it, and the median of the ratios within each round (runs
   minutes apart, so a slow hour of the machine cancels). On a shared
   machine other processes only ever add to a run's time, so the best run is
   the one closest to the code's own cost (the reasoning of ``timeit``), and
   CPU time is what they disturb least.
   Peak RSS is the process's own ``ru_maxrss``.

2. **Paired by project**: the same configurations, each project's files a
   run of their own, every configuration back to back on one project before
   the next project (the order rotating), ``--repeat`` rounds. A run takes
   seconds, so a slow spell of the machine, which moves whole-corpus runs
   minutes apart by several per cent, hits the runs it is compared with
   alike. Each run pays flake8's start-up (the plugin's included), which a
   single run over the corpus pays once: a run on an empty file in the
   same rounds measures it, and all but one of the projects' start-ups are
   taken off. The ratio is then the sum over projects of each
   configuration's best run to the same sum for flake8 alone, and beside it
   the same for the medians and the round ratio (those sums made of one
   round's runs, median over rounds).

2b. **Lockstep, file by file** (lockstep.py): each configuration a flake8
   process of its own, all checking the corpus file by file in turn, the
   order rotating, ``--lockstep-repeat`` rounds (default 5). The ratio is the
   median over rounds of a configuration's whole-process CPU time over flake8
   alone's in the same round, with a 90% bootstrap interval of that median.
   Runs compared are milliseconds apart, not minutes: the CPU figure that
   moves least from one run of this script to the next, though still by a
   point or two.

3. **Single-file latency**: a cold ``flake8 <file>`` process on the largest
   test file, per configuration (and with the plugin loaded but checking
   nothing: its start-up), interleaved, ``--latency-repeat`` times; the
   best CPU time and its difference to flake8 alone's best, the same for
   medians, and the median over rounds of each round's difference to flake8
   alone, with a 90% bootstrap interval of that median: how far it could as
   well have fallen with these rounds (the target is judged by the interval).

4. **In-process**: each file read and parsed as flake8 does, then
   ``flake8_testarch.plugin.Plugin`` run on it, in a fresh process per repeat;
   the plugin's CPU time as a ratio to ``ast.parse`` of the same files, for
   the default codes and for all codes; then one more run (all codes) with
   each rule's visitors and deferred checks timed: the cost per rule.

5. **Robustness**: every ``.py`` file under the corpus test folders (helpers,
   data modules and example scripts included), each linted in-process as a
   test file (``--testarch-test-files=*.py``) with every code on: files,
   exceptions escaping the plugin, TA000 reports, and the worst plugin time
   per file.

6. **Instructions** (``--instructions``, needs valgrind): each main
   configuration once on the files of ``--instructions-projects`` under
   ``valgrind --tool=cachegrind --cache-sim=no``, which counts the
   instructions the process executes. The count does not depend on what
   else the machine runs, so its ratio to flake8 alone is the same on every
   run; it does not see cache misses or memory stalls, which CPU time does.
   Two more runs split the default codes' cost in parts (flake8_with.py
   ``--testarch-stops-at``): the plugin loaded but checking no file, and
   checking every file with its reports dropped before flake8 handles them.
   The instruction ratios of the default codes and of all codes are judged
   against the CPU targets as well.

Then the targets, each with PASS or MISS, or NOT RESOLVED when the measure
cannot tell the code from the machine's mood: for a whole-run or paired
ratio, when flake8 alone's own repeats of it spread by more than half of what
the limit allows above 1.00x; for the lockstep ratio and the single-file
latency, when the limit lies inside the 90% bootstrap interval of the judged
median. Instructions are judged as counted. TA000 (an internal error) must be
0 everywhere: every one is printed and the script exits 1. The plugin
measured is a snapshot (``--plugin-rev``, default HEAD) taken at the start,
see plugin_snapshot.py; new rules are picked up from the registry.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tokenize
import warnings
from pathlib import Path

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402
import lockstep  # noqa: E402
import plugin_snapshot  # noqa: E402

BASE = ("E", "W", "F", "C90")
LAUNCHER = Path(__file__).resolve().parent / "flake8_with.py"
OUTPUT_DIR = corpus.CORPUS / "bench"
EMPTY_FILE = OUTPUT_DIR / "empty.py"
EVERY_FILE_IS_A_TEST = "--testarch-test-files=*.py"

# The targets of issue 7.
TARGET_DEFAULT_RATIO = 1.10
TARGET_ALL_RATIO = 1.30
TARGET_RSS_MIB = 150
TARGET_LATENCY_MS = 150


def opt_in_codes() -> tuple[str, ...]:
    from flake8_testarch.core.registry import all_rules

    return tuple(rule.code for rule in all_rules() if not rule.default)


@attrs.frozen
class Config:
    label: str
    slug: str
    plugins: tuple[str, ...] | None  # None: the stock flake8 command, every installed plugin
    select: tuple[str, ...]
    extend_select: tuple[str, ...] = ()
    check: bool = False
    # flake8_with.py --testarch-stops-at: "loading" or "analysis" (default: neither)
    testarch_stage: str | None = None

    def flags(self) -> list[str]:
        flags = ["--isolated", "--select", ",".join(self.select)]
        if self.extend_select:
            flags += ["--extend-select", ",".join(self.extend_select)]
        return flags

    def command(self, files: list[str], jobs: int) -> list[str]:
        flags = [*self.flags(), "--jobs", str(jobs)]
        if self.plugins is None:
            return [sys.executable, "-m", "flake8", *flags, *files]
        stage = ["--testarch-stops-at", self.testarch_stage] if self.testarch_stage else []
        return [sys.executable, str(LAUNCHER), ",".join(self.plugins), *stage, "--", *flags, *files]


def configurations(opt_in: tuple[str, ...], checks: bool) -> list[Config]:
    main = [
        Config("flake8 alone (E,W,F,C90)", "alone", BASE, BASE),
        Config("+ testarch, default codes", "ta", BASE + ("TA",), BASE + ("TA",)),
        Config("+ testarch, all codes", "ta-all", BASE + ("TA",), BASE + ("TA",), opt_in),
        Config("+ pytest-style (PT)", "pt", BASE + ("PT",), BASE + ("PT",)),
    ]
    if not checks:
        return main
    return main + [
        Config("check: TA loaded, not selected", "ta-unselected", BASE + ("TA",), BASE, check=True),
        Config("check: PT loaded, not selected", "pt-unselected", BASE + ("PT",), BASE, check=True),
        Config("check: stock flake8, TA+PT unselected", "stock", None, BASE, check=True),
    ]


def breakdown_configurations() -> list[Config]:
    """The default codes' cost in parts, for the instruction count: flake8-testarch
    loaded but checking no file, then checking every file with its reports
    dropped before flake8 handles them."""
    selected = BASE + ("TA",)
    return [
        Config("  testarch loaded, checks no file", "ta-load", selected, selected,
               testarch_stage="loading"),
        Config("  testarch checks, reports dropped", "ta-quiet", selected, selected,
               testarch_stage="analysis"),
    ]


def latency_configurations(main: list[Config]) -> list[Config]:
    """The main configurations and the plugin loaded but checking nothing: how
    much of a cold run is start-up (imports, options) rather than checking
    the file. Only the main ones are judged."""
    return [*main, *(c for c in breakdown_configurations() if c.testarch_stage == "loading")]


@attrs.define
class Run:
    wall: float
    cpu: float
    maxrss_kib: int
    returncode: int


@attrs.define
class Result:
    config: Config
    runs: list[Run] = attrs.field(factory=list)
    codes: dict[str, int] = attrs.field(factory=dict)
    ta000: list[str] = attrs.field(factory=list)

    @property
    def cpu(self) -> float:
        """The best (lowest) CPU time: other processes only ever add to it."""
        return min(run.cpu for run in self.runs)

    @property
    def cpu_median(self) -> float:
        return statistics.median(run.cpu for run in self.runs)

    @property
    def wall(self) -> float:
        return min(run.wall for run in self.runs)

    @property
    def maxrss_mib(self) -> float:
        return max(run.maxrss_kib for run in self.runs) / 1024

    def count(self, prefix: str) -> int:
        return sum(n for code, n in self.codes.items() if code.startswith(prefix))

    def round_ratio(self, alone: Result) -> float:
        """The median over rounds of this run's CPU time / flake8 alone's in the
        same round: runs minutes apart, so a slow hour of the machine cancels."""
        return statistics.median(
            run.cpu / base.cpu for run, base in zip(self.runs, alone.runs)
        )

    def round_differences_ms(self, alone: Result) -> list[float]:
        """This run's CPU time minus flake8 alone's in the same round, in ms, per round."""
        return [(run.cpu - base.cpu) * 1000 for run, base in zip(self.runs, alone.runs)]

    def round_difference_ms(self, alone: Result) -> float:
        """The median over rounds of this run's CPU time minus flake8 alone's in
        the same round, in ms. For single-file runs seconds apart: a slow or a
        lucky spell of the machine falls on both, where the difference of the
        best runs compares two lucky moments (it moved by 150 ms and more from
        one benchmark run to the next)."""
        return statistics.median(self.round_differences_ms(alone))


def median_interval(values: list[float], level: float = 0.90, draws: int = 2000):
    """Where the median of ``values`` could as well have fallen: the central
    ``level`` of the medians of as many values drawn again from them, with
    replacement (a bootstrap). Seeded, so the same values give the same
    interval. On this machine one round's difference spans 300 ms and more,
    so the median of a few rounds can land far from another run's."""
    draw = random.Random(0).choices
    medians = sorted(statistics.median(draw(values, k=len(values))) for _ in range(draws))
    cut = int(draws * (1 - level) / 2)
    return medians[cut], medians[-1 - cut]


def run_once(config: Config, files: list[str], jobs: int, env: dict) -> tuple[Run, str]:
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(
            config.command(files, jobs), cwd=corpus.CORPUS, stdout=out, stderr=err, env=env
        )
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", "replace")
        stderr = err.read().decode("utf-8", "replace")
    if process.returncode not in (0, 1):
        raise SystemExit(f"{config.label}: flake8 exited {process.returncode}\n{stderr[-4000:]}")
    if stderr.strip():
        print(f"  [{config.slug}] stderr: {stderr.strip()[-2000:]}", file=sys.stderr)
    run = Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, process.returncode)
    return run, stdout


def tally(stdout: str) -> tuple[dict[str, int], list[str]]:
    codes: dict[str, int] = {}
    ta000 = []
    for line in stdout.splitlines():
        # path:row:col: CODE text
        parts = line.split(": ", 1)
        if len(parts) != 2:
            continue
        code = parts[1].split(" ", 1)[0]
        codes[code] = codes.get(code, 0) + 1
        if code == "TA000":
            ta000.append(line)
    return codes, ta000


def interleaved(configs: list[Config], repeat: int):
    """(round, config) for every run: each round runs every configuration, the
    order rotating, so that a slow spell of the machine hits them all alike."""
    for round_number in range(repeat):
        for config in _rotated(configs, round_number):
            yield round_number, config


def _rotated(configs: list, shift: int) -> list:
    """The configurations in order, starting ``shift`` places further along."""
    shift %= len(configs)
    return configs[shift:] + configs[:shift]


def measure_flake8(configs, relative, repeat, jobs, env) -> dict[str, Result]:
    results = {config.slug: Result(config) for config in configs}
    for round_number, config in interleaved(configs, repeat):
        run, stdout = run_once(config, relative, jobs, env)
        result = results[config.slug]
        result.runs.append(run)
        codes, ta000 = tally(stdout)
        if not result.codes:
            result.codes, result.ta000 = codes, ta000
            (OUTPUT_DIR / f"{config.slug}.txt").write_text(stdout)
        elif codes != result.codes:
            print(f"  [{config.slug}] reports differ between runs", file=sys.stderr)
        print(
            f"  round {round_number + 1}/{repeat} {config.slug:<14} "
            f"cpu {run.cpu:6.2f}s wall {run.wall:6.2f}s rss {run.maxrss_kib // 1024} MiB",
            file=sys.stderr,
            flush=True,
        )
    return results


def print_flake8(configs: list[Config], results: dict[str, Result]) -> None:
    alone = results["alone"]
    base_counts = {c: n for c, n in alone.codes.items() if not c.startswith(("TA", "PT"))}
    print()
    print(
        f"{'flake8 --jobs 1, whole corpus':<40} {'ratio':>6} {'median ratio':>12} "
        f"{'round ratio':>11} {'cpu s':>7} "
        f"{'wall s':>7} {'peak RSS MiB':>12} {'RSS +MiB':>8} {'TA reports':>10} {'TA000':>5}"
    )
    for config in configs:
        result = results[config.slug]
        own_base = {c: n for c, n in result.codes.items() if not c.startswith(("TA", "PT"))}
        mark = "" if own_base == base_counts else "  (E/W/F/C90 reports differ from alone!)"
        print(
            f"{config.label:<40} {result.cpu / alone.cpu:>6.2f} "
            f"{result.cpu_median / alone.cpu_median:>12.2f} "
            f"{result.round_ratio(alone):>11.2f} "
            f"{result.cpu:>7.2f} {result.wall:>7.2f} {result.maxrss_mib:>12.1f} "
            f"{result.maxrss_mib - alone.maxrss_mib:>+8.1f} "
            f"{result.count('TA'):>10} {len(result.ta000):>5}{mark}"
        )
    print(
        "ratio = best (lowest) CPU time (user+sys of the flake8 process) / flake8 alone's "
        "best; median ratio = the same for medians; round ratio = median over rounds of "
        "the ratio within a round; seconds are the best runs; RSS is the max over runs"
    )


# --- paired by project ---------------------------------------------------------------

_EMPTY = "(start-up: an empty file)"


def measure_paired(configs, files_by_project: dict, repeat, jobs, env):
    """CPU seconds of every run: configuration slug -> project -> runs."""
    files_by_project = {_EMPTY: [str(EMPTY_FILE.relative_to(corpus.CORPUS))], **files_by_project}
    EMPTY_FILE.write_text("")
    seconds = {config.slug: {project: [] for project in files_by_project} for config in configs}
    for round_number in range(repeat):
        for index, (project, files) in enumerate(files_by_project.items()):
            for config in _rotated(configs, round_number + index):
                run, _stdout = run_once(config, files, jobs, env)
                seconds[config.slug][project].append(run.cpu)
        print(f"  paired round {round_number + 1}/{repeat} done", file=sys.stderr, flush=True)
    return seconds


def _corpus_seconds(runs: dict, pick) -> float:
    """The projects' runs (``pick`` of each one's runs) summed, with flake8's
    start-up counted once, as in one run over the corpus."""
    projects = [project for project in runs if project is not _EMPTY]
    start_up = pick(runs[_EMPTY])
    return sum(pick(runs[project]) for project in projects) - (len(projects) - 1) * start_up


def paired_ratios(seconds, slug: str) -> tuple[float, float]:
    """(best, median) of a configuration over flake8 alone's."""
    alone, runs = seconds["alone"], seconds[slug]
    best = _corpus_seconds(runs, min) / _corpus_seconds(alone, min)
    median = _corpus_seconds(runs, statistics.median) / _corpus_seconds(
        alone, statistics.median
    )
    return best, median


def round_seconds(runs: dict) -> list[float]:
    """Each round's runs of a configuration, summed as above."""
    return [
        _corpus_seconds(runs, lambda times, r=r: times[r]) for r in range(len(runs[_EMPTY]))
    ]


def paired_round_ratio(seconds, slug: str) -> float:
    """The median over rounds of the ratio within a round: each round's runs of
    a configuration, summed as above, over flake8 alone's runs of that round
    (each made seconds from the other, back to back on the same project)."""
    return statistics.median(
        run / base
        for run, base in zip(round_seconds(seconds[slug]), round_seconds(seconds["alone"]))
    )


def print_paired(configs, seconds) -> dict[str, float]:
    print()
    print(f"{'flake8 --jobs 1, paired by project':<40} {'ratio':>6} {'median ratio':>12} "
          f"{'round ratio':>11} {'best s':>7} {'start-up ms':>11}")
    ratios = {}
    for config in configs:
        best, median = paired_ratios(seconds, config.slug)
        within = paired_round_ratio(seconds, config.slug)
        ratios[config.slug] = best
        start_up = min(seconds[config.slug][_EMPTY]) * 1000
        total = _corpus_seconds(seconds[config.slug], min)
        print(f"{config.label:<40} {best:>6.2f} {median:>12.2f} {within:>11.2f} {total:>7.2f} "
              f"{start_up:>11.0f}")
    print(
        "ratio = the sum over projects of each one's best run, start-up (a run on an empty "
        "file) counted once, / the same for flake8 alone; median ratio = the same for medians; "
        "round ratio = median over rounds of the same sums made of one round's runs"
    )
    return ratios


# --- lockstep, file by file -----------------------------------------------------------


def measure_lockstep(configs, relative: list[str], repeat: int, env) -> dict[str, list]:
    """Every main configuration a process of its own, all checking the corpus
    file by file in turn (lockstep.py); slug -> (CPU seconds, reports) per round."""
    commands = {
        config.slug: lockstep.worker_command(config.plugins, config.flags()) for config in configs
    }

    def progress(round_number, cpu):
        times = "  ".join(f"{slug} {seconds:6.2f}s" for slug, seconds in cpu.items())
        print(f"  lockstep round {round_number + 1}/{repeat} {times}", file=sys.stderr, flush=True)

    return lockstep.measure(commands, relative, repeat, env, progress)


def _base_codes(codes: dict[str, int]) -> dict[str, int]:
    return {code: count for code, count in codes.items() if code.startswith(BASE)}


def print_lockstep(
    configs, runs: dict[str, list], files: int
) -> tuple[dict[str, float], dict[str, tuple[float, float]]]:
    """Prints the table; returns each configuration's ratio (the median over
    rounds) and the 90% bootstrap interval of that median."""
    print()
    print(f"{'flake8 in lockstep, file by file':<40} {'ratio':>6} {'90%':>11} {'best ratio':>10} "
          f"{'spread':>11} {'best s':>7}")
    ratios, intervals = {}, {}
    measured = lockstep.ratios(runs, "alone")
    for config in configs:
        ratio, best, rounds = measured[config.slug]
        ratios[config.slug] = ratio
        low, high = intervals[config.slug] = median_interval(rounds)
        fastest = min(cpu for cpu, _codes in runs[config.slug])
        print(f"{config.label:<40} {ratio:>6.3f} {f'{low:.3f}-{high:.3f}':>11} {best:>10.3f} "
              f"{f'{rounds[0]:.2f}-{rounds[-1]:.2f}':>11} {fastest:>7.2f}")
    print(
        f"ratio = median over rounds of a configuration's CPU time (its whole process: start-up, "
        f"{files} files, reporting) / flake8 alone's in the same round; 90% = where "
        "that median falls when the rounds are drawn again (bootstrap); best ratio = best run / "
        "best run; spread = lowest and highest ratio of a round; the target judges the 90% interval"
    )
    return ratios, intervals


# --- single-file latency --------------------------------------------------------------


def measure_latency(configs, file: str, repeat: int, env) -> dict[str, Result]:
    results = {config.slug: Result(config) for config in configs}
    for _round, config in interleaved(configs, repeat):
        run, _stdout = run_once(config, [file], 1, env)
        results[config.slug].runs.append(run)
    return results


def print_latency(
    configs, results: dict[str, Result], file: str, lines: int
) -> tuple[dict[str, float], dict[str, tuple[float, float]]]:
    """Prints the table; returns each configuration's paired difference and
    the 90% bootstrap interval of it (the target judges by the interval)."""
    alone = results["alone"]
    repeat = len(alone.runs)
    print()
    print(f"single-file latency: cold 'flake8 {file}' ({lines} lines), {repeat} runs each")
    print(
        f"{'configuration':<40} {'best ms':>8} {'+ms':>6} {'median ms':>10} {'+ms':>6} "
        f"{'paired +ms':>10} {'90%':>12}"
    )
    extra, intervals = {}, {}
    for config in configs:
        result = results[config.slug]
        best, median = result.cpu * 1000, result.cpu_median * 1000
        extra[config.slug] = result.round_difference_ms(alone)
        low, high = intervals[config.slug] = median_interval(result.round_differences_ms(alone))
        print(
            f"{config.label:<40} {best:>8.0f} {best - alone.cpu * 1000:>+6.0f} "
            f"{median:>10.0f} {median - alone.cpu_median * 1000:>+6.0f} "
            f"{extra[config.slug]:>+10.0f} {f'{low:+.0f}..{high:+.0f}':>12}"
        )
    print(
        "CPU time of the flake8 process; best = lowest of the runs, + = above flake8 alone; "
        "paired = median over rounds of the difference within a round; 90% = where that "
        "median falls when the rounds are drawn again (bootstrap), which the target judges"
    )
    return extra, intervals


# --- in-process -----------------------------------------------------------------------


def read_lines(path: Path) -> list[str]:
    """The file's lines as flake8's FileProcessor reads them."""
    try:
        with tokenize.open(path) as handle:
            return handle.readlines()
    except (SyntaxError, UnicodeError):
        with open(path, encoding="latin-1") as handle:
            return handle.readlines()


def _configure(extend_select: str, extra: tuple[str, ...] = ()):
    from flake8.options.parse_args import parse_args

    from flake8_testarch.plugin import Plugin

    argv = ["--isolated", "--select", "TA"]
    if extend_select:
        argv += ["--extend-select", extend_select]
    _, options = parse_args([*argv, *extra, "x.py"])
    Plugin.parse_options(options)
    return Plugin


def _time_rules(Plugin, spent: dict[str, float]) -> None:
    """Replace the engine with one whose rules' visitors and deferred checks
    add their CPU time to ``spent`` (by code)."""
    from flake8_testarch.core.engine import Engine
    from flake8_testarch.core.rule import Later

    clock = time.process_time

    def timed_check(code, check):
        def run():
            started = clock()
            try:
                return list(check() or ())
            finally:
                spent[code] = spent.get(code, 0.0) + clock() - started

        return run

    def timed_visitor(code, visitor):
        def visit(node, ctx):
            started = clock()
            try:
                produced = visitor(node, ctx)
                if not produced:
                    return produced
                return [
                    Later(item.node, timed_check(code, item.check))
                    if isinstance(item, Later) else item
                    for item in produced
                ]
            finally:
                spent[code] = spent.get(code, 0.0) + clock() - started

        return visit

    rules = [
        rule._replace(
            visitors={kind: timed_visitor(rule.code, v) for kind, v in rule.visitors.items()},
        )
        for rule in Plugin._engine.rules
    ]
    Plugin._engine = Engine(rules)


def in_process_worker(list_file: str, extend_select: str, per_rule: bool) -> int:
    """One in-process measurement in this (fresh) process; prints JSON.

    A fresh process per measurement, like one flake8 run: the plugin's caches
    start empty and the heap (which the garbage collector walks) holds what a
    flake8 process would hold, not what earlier measurements left behind.
    """
    Plugin = _configure(extend_select)
    spent: dict[str, float] = {}
    if per_rule:
        _time_rules(Plugin, spent)
    paths = [Path(line) for line in Path(list_file).read_text().splitlines() if line]
    sources = [(path, read_lines(path)) for path in paths]
    parse_total = plugin_total = 0.0
    per_file = {}
    reports = skipped = 0
    ta000 = []
    clock = time.process_time
    for path, lines in sources:
        source = "".join(lines)
        started = clock()
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError):
            skipped += 1
            continue
        parsed = clock()
        found = list(Plugin(tree, str(path), lines).run())
        done = clock()
        parse_total += parsed - started
        plugin_total += done - parsed
        key = str(path.relative_to(corpus.CORPUS))
        per_file[key] = done - parsed
        reports += len(found)
        ta000 += [
            f"{key}:{line}:{col + 1}: {text}" for line, col, text, _ in found
            if text.startswith("TA000")
        ]
    print(json.dumps({
        "parse": parse_total, "plugin": plugin_total, "per_file": per_file,
        "reports": reports, "ta000": ta000, "skipped": skipped, "rules": spent,
    }))
    return 0


@attrs.define
class InProcess:
    label: str
    parse: list[float] = attrs.field(factory=list)
    plugin: list[float] = attrs.field(factory=list)
    reports: int = 0
    ta000: list[str] = attrs.field(factory=list)
    per_file: dict[str, float] = attrs.field(factory=dict)
    skipped: int = 0
    rules: dict[str, float] = attrs.field(factory=dict)


def _worker(arguments: list[str], env: dict) -> dict:
    command = [sys.executable, str(Path(__file__).resolve()), *arguments]
    process = subprocess.run(command, env=env, cwd=corpus.CORPUS, capture_output=True, text=True)
    if process.returncode != 0:
        raise SystemExit(f"worker {arguments[0]} failed:\n{process.stderr[-4000:]}")
    return json.loads(process.stdout)


def measure_in_process(
    results: dict[str, InProcess], list_file: str, extend_select: tuple[str, ...], env: dict,
    per_rule: bool = False,
) -> None:
    label = "TA all codes" if extend_select else "TA default codes"
    arguments = [
        "--in-process-worker", list_file, "--worker-extend-select", ",".join(extend_select)
    ]
    if per_rule:
        arguments.append("--worker-per-rule")
    data = _worker(arguments, env)
    if per_rule:
        result = results.setdefault("per-rule", InProcess("per rule, all codes"))
        result.parse, result.plugin, result.rules = [data["parse"]], [data["plugin"]], data["rules"]
        return
    result = results.setdefault(label, InProcess(label))
    result.parse.append(data["parse"])
    result.plugin.append(data["plugin"])
    result.reports, result.ta000, result.skipped = data["reports"], data["ta000"], data["skipped"]
    for key, seconds in data["per_file"].items():
        result.per_file[key] = min(result.per_file.get(key, float("inf")), seconds)
    print(
        f"  in-process {label:<18} plugin {data['plugin']:6.2f}s parse {data['parse']:6.2f}s (CPU)",
        file=sys.stderr, flush=True,
    )


def print_in_process(measured: dict[str, InProcess]) -> dict[str, float]:
    ratios = {}
    print()
    print(f"{'in-process, same files (CPU time)':<40} {'plugin / ast.parse':>18} {'plugin s':>9} "
          f"{'parse s':>8} {'reports':>8} {'TA000':>5}")
    timed = [result for key, result in measured.items() if key != "per-rule"]
    for result in timed:
        parse = min(result.parse)
        plugin = min(result.plugin)
        ratios[result.label] = plugin / parse
        print(
            f"{result.label:<40} {plugin / parse:>18.2f} {plugin:>9.3f} {parse:>8.3f} "
            f"{result.reports:>8} {len(result.ta000):>5}"
        )
    last = timed[-1]
    slowest = sorted(last.per_file.items(), key=lambda item: -item[1])[:5]
    print(f"slowest files for the plugin ({last.label}, best of repeats):")
    for name, seconds in slowest:
        print(f"  {seconds * 1000:8.1f} ms  {name}")
    print("(reports: flake8 drops those on '# noqa' lines and in '# flake8: noqa' files, "
          "in-process keeps them)")
    if timed[0].skipped:
        print(f"({timed[0].skipped} files did not parse and were skipped in-process)")
    per_rule = measured.get("per-rule")
    if per_rule is not None and per_rule.rules:
        plugin, parse = per_rule.plugin[0], per_rule.parse[0]
        rules_total = sum(per_rule.rules.values())
        print()
        print(f"cost per rule, all codes, one run (ast.parse of the same files: {parse:.2f}s):")
        print(f"  {'rule':<22} {'s':>6} {'share':>6} {'x parse':>8}")
        ranked = sorted(per_rule.rules.items(), key=lambda item: -item[1])
        opt_in = set(opt_in_codes())
        for code, seconds in ranked[:12]:
            label = f"{code} (opt-in)" if code in opt_in else code
            print(f"  {label:<22} {seconds:>6.2f} {seconds / plugin:>6.0%} {seconds / parse:>8.2f}")
        rest = sum(seconds for _code, seconds in ranked[12:])
        print(f"  {f'{len(ranked) - 12} other rules':<22} {rest:>6.2f} {rest / plugin:>6.0%} "
              f"{rest / parse:>8.2f}")
        engine = plugin - rules_total
        print(f"  {'engine, context, timing':<22} {engine:>6.2f} {engine / plugin:>6.0%} "
              f"{engine / parse:>8.2f}")
    return ratios


# --- robustness -----------------------------------------------------------------------


def robustness_worker(list_file: str, extend_select: str) -> int:
    """Every file, as a test file, every code on; prints JSON."""
    warnings.filterwarnings("ignore", category=SyntaxWarning)
    Plugin = _configure(extend_select, (EVERY_FILE_IS_A_TEST,))
    paths = [Path(line) for line in Path(list_file).read_text().splitlines() if line]
    clock = time.process_time
    per_file, ta000, escaped, unparsed = {}, [], [], []
    for path in paths:
        key = str(path.relative_to(corpus.CORPUS))
        lines = read_lines(path)
        try:
            tree = ast.parse("".join(lines))
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            unparsed.append(key)
            continue
        started = clock()
        try:
            found = list(Plugin(tree, str(path), lines).run())
        except BaseException as error:  # noqa: B036 - anything escaping flake8's plugin call
            escaped.append(f"{key}: {type(error).__name__}: {error}")
            continue
        finally:
            per_file[key] = clock() - started
        ta000 += [
            f"{key}:{line}:{col + 1}: {text}" for line, col, text, _ in found
            if text.startswith("TA000")
        ]
    print(json.dumps({
        "files": len(paths), "per_file": per_file, "ta000": ta000, "escaped": escaped,
        "unparsed": unparsed,
    }))
    return 0


def print_robustness(data: dict, total_lines: int) -> None:
    worst = sorted(data["per_file"].items(), key=lambda item: -item[1])[:5]
    print()
    print(
        f"robustness: every .py file of the corpus test folders ({data['files']} files, "
        f"{total_lines} lines), each as a test file, all codes: "
        f"{len(data['unparsed'])} do not parse (flake8 says E999), "
        f"{len(data['escaped'])} exceptions escaped, {len(data['ta000'])} TA000"
    )
    print("worst plugin time per file (CPU):")
    for name, seconds in worst:
        print(f"  {seconds * 1000:8.1f} ms  {name}")
    for line in data["escaped"]:
        print(f"  escaped: {line}")


# --- instructions -----------------------------------------------------------------------

_I_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def instruction_count(valgrind_stderr: str) -> int | None:
    """The instructions cachegrind counted (its ``I refs:`` line), or None."""
    match = _I_REFS.search(valgrind_stderr)
    return int(match.group(1).replace(",", "")) if match else None


def measure_instructions(configs, files: list[str], env) -> dict[str, int]:
    counts = {}
    for config in configs:
        command = [
            "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
            *config.command(files, 1),
        ]
        process = subprocess.run(
            command, cwd=corpus.CORPUS, env=env, stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE, text=True,
        )
        count = instruction_count(process.stderr)
        if process.returncode not in (0, 1) or count is None:
            raise SystemExit(f"{config.label} under valgrind failed:\n{process.stderr[-4000:]}")
        counts[config.slug] = count
        print(f"  instructions {config.slug:<7} {count:,}", file=sys.stderr, flush=True)
    return counts


def print_instructions(configs, counts: dict[str, int], projects: str, lines: int) -> None:
    print()
    print(f"instructions (valgrind), flake8 --jobs 1 on {projects} ({lines} lines)")
    print(f"{'configuration':<40} {'ratio':>6} {'instructions':>16}")
    for config in configs:
        ratio = counts[config.slug] / counts["alone"]
        print(f"{config.label:<40} {ratio:>6.3f} {counts[config.slug]:>16,}")
    if "ta-quiet" in counts:
        print(
            "the indented rows split the default codes' cost: loading the plugin, its analysis, "
            "and (up to the default codes' row) flake8's handling of the reports"
        )


# --- targets ----------------------------------------------------------------------------


_RATIO_TARGETS = (
    ("ta", TARGET_DEFAULT_RATIO, "default codes"),
    ("ta-all", TARGET_ALL_RATIO, "all codes"),
)
# (target, limit, measured, verdict): True passes, False misses, None means the
# measure could not tell on this run (see ratio_targets).
Target = tuple[str, str, str, bool | None]


def spread(values) -> float:
    """How far apart repeats of one measurement came out: highest / lowest - 1."""
    values = list(values)
    return max(values) / min(values) - 1


def ratio_targets(
    name: str,
    ratios: dict[str, float],
    digits: int = 2,
    noise: float | None = None,
    intervals: dict[str, tuple[float, float]] | None = None,
) -> list[Target]:
    """The ratio targets of the default codes and of all codes, for the
    configurations measured: ``name`` is formatted with each one's label.

    ``noise`` is how far flake8 alone's own repeats of this measure spread
    (``spread``). Where it exceeds half of what a limit allows above 1.00x
    (5% for 1.10x), the same code measured twice could land either side of
    the limit, so the row is not judged: a whole run minutes apart from the
    next took 15% more or less CPU for the same files on this machine.

    ``intervals`` gives, per configuration, where its ratio could as well
    have fallen (``median_interval``); the row is judged by that (``judged_by_interval``)."""
    rows = []
    for slug, limit, label in _RATIO_TARGETS:
        if slug not in ratios:
            continue
        measured = f"{ratios[slug]:.{digits}f}x"
        verdict = ratios[slug] <= limit
        if noise is not None:
            measured += f" ±{noise:.0%}"
            if noise > (limit - 1) / 2:
                verdict = None
        if intervals is not None:
            low, high = intervals[slug]
            measured += f" ({low:.{digits}f}-{high:.{digits}f})"
            verdict = judged_by_interval(low, high, limit)
        rows.append((name.format(label), f"{limit:.2f}x", measured, verdict))
    return rows


def judged_by_interval(low: float, high: float, limit: float) -> bool | None:
    """A measure whose value could as well have fallen anywhere from ``low``
    to ``high``: under the limit (True), over it (False), or either (None).
    In lockstep the default codes' median moved from 1.09x to 1.11x between
    runs of the same code, so a verdict on the median alone flipped too."""
    if high <= limit:
        return True
    if low > limit:
        return False
    return None


def instruction_targets(counts: dict[str, int]) -> list[Target]:
    """The CPU targets judged by instructions: the one measure that a busy
    machine does not move, so the one that can tell 1.08x from 1.10x."""
    if not counts.get("alone"):
        return []
    ratios = {slug: count / counts["alone"] for slug, count in counts.items()}
    return ratio_targets("instructions, {} / flake8 alone", ratios, digits=3)


_VERDICTS = {
    True: "PASS", False: "MISS", None: "NOT RESOLVED (the measure's noise spans the limit)"
}


def print_targets(rows: list[Target]) -> None:
    print()
    print(f"{'target':<52} {'limit':>9} {'measured':>12}")
    for name, limit, measured, verdict in rows:
        print(f"{name:<52} {limit:>9} {measured:>12}  {_VERDICTS[verdict]}")
    print("± = how far flake8 alone's own repeats of that measure spread (highest / lowest - 1); "
          "(low-high) = where the judged median could as well have fallen (90%, bootstrap)")


# --- main -------------------------------------------------------------------------------


def _relative(paths: list[Path]) -> list[str]:
    """Paths as flake8 is given them: relative to the corpus folder it runs in."""
    return [str(path.relative_to(corpus.CORPUS)) for path in paths]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per configuration (default 3)")
    parser.add_argument(
        "--lockstep-repeat", type=int, default=5, help="lockstep rounds (part 2b, default 5)"
    )
    parser.add_argument(
        "--latency-repeat", type=int, default=61, help="single-file runs per configuration (61)"
    )
    parser.add_argument("--projects", help="comma-separated project names (default: all)")
    parser.add_argument("--jobs", type=int, default=1, help="flake8 --jobs (default 1)")
    parser.add_argument(
        "--plugin-rev",
        default="HEAD",
        help="flake8_testarch to measure: a git revision (default HEAD) or 'worktree'; "
        "a snapshot is taken at the start so concurrent edits do not leak into the run",
    )
    parser.add_argument(
        "--checks", action="store_true", help="also the plugins loaded but not selected"
    )
    parser.add_argument(
        "--instructions", action="store_true",
        help="also count instructions under valgrind (part 6; minutes per configuration)",
    )
    parser.add_argument(
        "--instructions-projects", default="flask,click,requests",
        help="projects for --instructions (default flask,click,requests)",
    )
    for part in ("flake8", "paired", "lockstep", "latency", "in-process", "robustness"):
        parser.add_argument(f"--skip-{part}", action="store_true", help=f"leave out: {part}")
    parser.add_argument("--in-process-worker", help=argparse.SUPPRESS)
    parser.add_argument("--robustness-worker", help=argparse.SUPPRESS)
    parser.add_argument("--worker-extend-select", default="", help=argparse.SUPPRESS)
    parser.add_argument("--worker-per-rule", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.in_process_worker:
        return in_process_worker(
            args.in_process_worker, args.worker_extend_select, args.worker_per_rule
        )
    if args.robustness_worker:
        return robustness_worker(args.robustness_worker, args.worker_extend_select)
    if min(args.repeat, args.latency_repeat, args.lockstep_repeat) < 1:
        parser.error("--repeat, --latency-repeat and --lockstep-repeat must be >= 1")

    snapshot, plugin_label = plugin_snapshot.snapshot(args.plugin_rev)
    env = plugin_snapshot.environment(snapshot)
    plugin_snapshot.check(snapshot, env, corpus.CORPUS)
    plugin_snapshot.activate(snapshot)

    projects = corpus.select_projects(args.projects)
    by_project = corpus.corpus_files(projects)
    paths = [path for files in by_project.values() for path in files]
    relative = _relative(paths)
    total_lines = corpus.count_lines(paths)
    opt_in = opt_in_codes()
    configs = configurations(opt_in, args.checks)
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    from flake8_testarch.core.registry import all_rules

    print(
        f"corpus: {len(projects)} projects, {len(paths)} test files, {total_lines} lines; "
        f"flake8 --jobs {args.jobs} --isolated; repeat {args.repeat}; "
        f"{len(all_rules())} codes, opt-in: {','.join(opt_in) or '(none)'}; "
        f"flake8_testarch: {plugin_label}",
        flush=True,
    )
    targets: list[Target] = []
    ta000: set[str] = set()
    main_configs = [config for config in configs if not config.check]

    if not args.skip_flake8:
        results = measure_flake8(configs, relative, args.repeat, args.jobs, env)
        print_flake8(configs, results)
        alone = results["alone"]
        ratios = {slug: result.cpu / alone.cpu for slug, result in results.items()}
        noise = spread(run.cpu for run in alone.runs)
        targets += ratio_targets("CPU time, {} / flake8 alone", ratios, noise=noise)
        for slug, label in (("ta", "default codes"), ("ta-all", "all codes")):
            extra = results[slug].maxrss_mib - alone.maxrss_mib
            targets.append((
                f"peak RSS above flake8 alone, {label}", f"{TARGET_RSS_MIB} MiB",
                f"{extra:+.0f} MiB", extra <= TARGET_RSS_MIB,
            ))
        ta000 |= {line for result in results.values() for line in result.ta000}

    if not args.skip_paired:
        files_by_project = {project: _relative(files) for project, files in by_project.items()}
        seconds = measure_paired(main_configs, files_by_project, args.repeat, args.jobs, env)
        ratios = print_paired(main_configs, seconds)
        noise = spread(round_seconds(seconds["alone"]))
        targets += ratio_targets("CPU time paired by project, {}", ratios, noise=noise)

    if not args.skip_lockstep:
        runs = measure_lockstep(main_configs, relative, args.lockstep_repeat, env)
        ratios, intervals = print_lockstep(main_configs, runs, len(relative))
        targets += ratio_targets(
            "CPU time in lockstep, {}", ratios, digits=3, intervals=intervals
        )
        for config in main_configs:
            codes = runs[config.slug][0][1]
            if _base_codes(codes) != _base_codes(runs["alone"][0][1]):
                print(f"  [{config.slug}] E/W/F/C90 reports in lockstep differ from flake8 alone's",
                      file=sys.stderr)
            if codes.get("TA000"):
                ta000.add(f"(lockstep, {config.slug}) {codes['TA000']} TA000 reports")

    if not args.skip_latency:
        largest = max(paths, key=lambda path: corpus.count_lines([path]))
        file = str(largest.relative_to(corpus.CORPUS))
        latency_configs = latency_configurations(main_configs)
        latency = measure_latency(latency_configs, file, args.latency_repeat, env)
        extra, intervals = print_latency(
            latency_configs, latency, file, corpus.count_lines([largest])
        )
        for slug, label in (("ta", "default codes"), ("ta-all", "all codes")):
            low, high = intervals[slug]
            targets.append((
                f"single-file latency above flake8 alone, {label}", f"{TARGET_LATENCY_MS} ms",
                f"{extra[slug]:+.0f} ms ({low:+.0f} to {high:+.0f})",
                judged_by_interval(low, high, TARGET_LATENCY_MS),
            ))

    if not args.skip_in_process:
        list_file = OUTPUT_DIR / "files.txt"
        list_file.write_text("".join(f"{path}\n" for path in paths))
        measured: dict[str, InProcess] = {}
        variants = [()] + ([opt_in] if opt_in else [])
        for _ in range(args.repeat):
            for extend_select in variants:
                measure_in_process(measured, str(list_file), extend_select, env)
        measure_in_process(measured, str(list_file), opt_in, env, per_rule=True)
        print_in_process(measured)
        ta000 |= {line for result in measured.values() for line in result.ta000}

    if not args.skip_robustness:
        every = [path for project in projects for path in corpus.python_files(project)]
        list_file = OUTPUT_DIR / "every-py-file.txt"
        list_file.write_text("".join(f"{path}\n" for path in every))
        data = _worker(
            ["--robustness-worker", str(list_file), "--worker-extend-select", ",".join(opt_in)],
            env,
        )
        print_robustness(data, corpus.count_lines(every))
        worst = max(data["per_file"].values(), default=0.0)
        targets.append((
            "robustness: exceptions escaped + TA000, every file", "0",
            str(len(data["escaped"]) + len(data["ta000"])),
            not data["escaped"] and not data["ta000"],
        ))
        targets.append(("robustness: worst plugin time per file", "(report)",
                        f"{worst * 1000:.0f} ms", True))
        ta000 |= set(data["ta000"]) | set(data["escaped"])

    if args.instructions:
        if shutil.which("valgrind") is None:
            raise SystemExit("--instructions needs valgrind (Debian: apt-get install valgrind)")
        chosen = corpus.select_projects(args.instructions_projects)
        chosen_paths = [path for files in corpus.corpus_files(chosen).values() for path in files]
        counted = [main_configs[0], *breakdown_configurations(), *main_configs[1:]]
        counts = measure_instructions(counted, _relative(chosen_paths), env)
        print_instructions(
            counted, counts, ", ".join(project.name for project in chosen),
            corpus.count_lines(chosen_paths),
        )
        targets.extend(instruction_targets(counts))

    if targets:
        print_targets(targets)
    print()
    print(f"TA000 reports: {len(ta000)}")
    for line in sorted(ta000):
        print(f"  {line}")
    print(
        f"python {platform.python_version()}, {os.cpu_count()} cpus; "
        f"flake8 outputs of the first round in {OUTPUT_DIR.relative_to(corpus.BENCHMARKS.parent)}/"
    )
    return 1 if ta000 else 0


if __name__ == "__main__":
    sys.exit(main())
