"""What flake8-testarch costs on real test suites, as ratios to flake8 alone.

    python benchmarks/run_benchmark.py [--repeat 3] [--projects trio,anyio] [--jobs 1]

A script, not a test. It fetches the pinned corpus (benchmarks/corpus.py) and
then measures, on the same test files:

1. Real flake8 runs (``--isolated``, ``--jobs 1`` by default), one subprocess
   per run, with only the plugins of the configuration loaded (see
   ``flake8_with.py``: flake8 runs every installed plugin whatever
   ``--select`` says, so "flake8 alone" must not have the others loaded):

   - flake8 alone: pyflakes, pycodestyle, mccabe; ``--select E,W,F,C90``
   - + testarch: the same plus TA; ``--select E,W,F,C90,TA``
   - + testarch, all codes: also ``--extend-select`` of every opt-in code
   - + pytest-style: the base plus PT; ``--select E,W,F,C90,PT``
   - checks: TA (or PT) loaded but not selected, and the stock ``flake8``
     command with everything installed and ``--select E,W,F,C90``: they show
     what an installed plugin costs when its codes are not selected.

   The configurations are interleaved (the order rotates every round) and
   each is run ``--repeat`` times; the table shows medians. The headline is
   the ratio of CPU time (user + sys of the flake8 process, from wait4) to
   flake8 alone; the wall-clock ratio and the seconds are secondary. Peak RSS
   is the flake8 process's own ru_maxrss.

The plugin measured is a snapshot (``--plugin-rev``, default HEAD) taken
at the start, see plugin_snapshot.py.

2. The plugin in-process: each file read and parsed with ``ast`` as flake8
   does, then ``flake8_testarch.plugin.Plugin`` run on it; the time of the
   plugin's run alone is compared with the time of ``ast.parse``. Caches the
   plugin keeps per process (pytest config, astroid) are reset between
   repeats, since one flake8 run starts with them empty.

TA000 (an internal error of the plugin) must be 0; every TA000 is printed.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import tokenize
from pathlib import Path

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402
import plugin_snapshot  # noqa: E402

BASE = ("E", "W", "F", "C90")
LAUNCHER = Path(__file__).resolve().parent / "flake8_with.py"
OUTPUT_DIR = corpus.CORPUS / "bench"


def opt_in_codes() -> tuple[str, ...]:
    from flake8_testarch.registry import all_rules

    return tuple(rule.code for rule in all_rules() if not rule.default)


@attrs.frozen
class Config:
    label: str
    slug: str
    plugins: tuple[str, ...] | None  # None: the stock flake8 command, every installed plugin
    select: tuple[str, ...]
    extend_select: tuple[str, ...] = ()
    check: bool = False

    def command(self, files: list[str], jobs: int) -> list[str]:
        flags = ["--isolated", "--jobs", str(jobs), "--select", ",".join(self.select)]
        if self.extend_select:
            flags += ["--extend-select", ",".join(self.extend_select)]
        if self.plugins is None:
            return [sys.executable, "-m", "flake8", *flags, *files]
        return [sys.executable, str(LAUNCHER), ",".join(self.plugins), "--", *flags, *files]


def configurations(opt_in: tuple[str, ...]) -> list[Config]:
    return [
        Config("flake8 alone (E,W,F,C90)", "alone", BASE, BASE),
        Config("+ testarch (TA defaults)", "ta", BASE + ("TA",), BASE + ("TA",)),
        Config(
            "+ testarch, all codes", "ta-all", BASE + ("TA",), BASE + ("TA",), opt_in
        ),
        Config("+ pytest-style (PT)", "pt", BASE + ("PT",), BASE + ("PT",)),
        Config("check: TA loaded, not selected", "ta-unselected", BASE + ("TA",), BASE, check=True),
        Config("check: PT loaded, not selected", "pt-unselected", BASE + ("PT",), BASE, check=True),
        Config("check: stock flake8, TA+PT unselected", "stock", None, BASE, check=True),
    ]


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
        return statistics.median(run.cpu for run in self.runs)

    @property
    def wall(self) -> float:
        return statistics.median(run.wall for run in self.runs)

    @property
    def maxrss_mib(self) -> float:
        return max(run.maxrss_kib for run in self.runs) / 1024

    def count(self, prefix: str) -> int:
        return sum(n for code, n in self.codes.items() if code.startswith(prefix))


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


# --- in-process ---------------------------------------------------------------------


def read_lines(path: Path) -> list[str]:
    """The file's lines as flake8's FileProcessor reads them."""
    try:
        with tokenize.open(path) as handle:
            return handle.readlines()
    except (SyntaxError, UnicodeError):
        with open(path, encoding="latin-1") as handle:
            return handle.readlines()


@attrs.define
class InProcess:
    label: str
    parse: list[float] = attrs.field(factory=list)
    plugin: list[float] = attrs.field(factory=list)
    reports: int = 0
    ta000: list[str] = attrs.field(factory=list)
    per_file: dict[str, float] = attrs.field(factory=dict)
    skipped: int = 0


def in_process_worker(list_file: str, extend_select: str) -> int:
    """One in-process measurement in this (fresh) process; prints JSON.

    A fresh process per measurement, like one flake8 run: the plugin's caches
    start empty and the heap (which the garbage collector walks) holds what a
    flake8 process would hold, not what earlier measurements left behind.
    """
    from flake8.options.parse_args import parse_args

    from flake8_testarch.plugin import Plugin

    argv = ["--isolated", "--select", "TA"]
    if extend_select:
        argv += ["--extend-select", extend_select]
    _, options = parse_args([*argv, "x.py"])
    Plugin.parse_options(options)

    paths = [Path(line) for line in Path(list_file).read_text().splitlines() if line]
    sources = [(path, read_lines(path)) for path in paths]
    parse_total = plugin_total = 0.0
    per_file = {}
    reports = skipped = 0
    ta000 = []
    for path, lines in sources:
        source = "".join(lines)
        started = time.perf_counter()
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError):
            skipped += 1
            continue
        parsed = time.perf_counter()
        found = list(Plugin(tree, str(path), lines).run())
        done = time.perf_counter()
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
        "reports": reports, "ta000": ta000, "skipped": skipped,
    }))
    return 0


def measure_in_process(
    results: dict[str, InProcess], list_file: str, extend_select: tuple[str, ...], env: dict
) -> None:
    label = "TA all codes (+ opt-in)" if extend_select else "TA defaults (--select TA)"
    command = [
        sys.executable, str(Path(__file__).resolve()), "--in-process-worker", list_file,
        "--worker-extend-select", ",".join(extend_select),
    ]
    process = subprocess.run(command, env=env, cwd=corpus.CORPUS, capture_output=True, text=True)
    if process.returncode != 0:
        raise SystemExit(f"in-process worker failed:\n{process.stderr[-4000:]}")
    data = json.loads(process.stdout)
    result = results.setdefault(label, InProcess(label))
    result.parse.append(data["parse"])
    result.plugin.append(data["plugin"])
    result.reports, result.ta000, result.skipped = data["reports"], data["ta000"], data["skipped"]
    for key, seconds in data["per_file"].items():
        result.per_file[key] = min(result.per_file.get(key, float("inf")), seconds)
    print(
        f"  in-process {label:<26} plugin {data['plugin']:6.2f}s parse {data['parse']:6.2f}s",
        file=sys.stderr, flush=True,
    )


# --- main ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per configuration (default 3)")
    parser.add_argument("--projects", help="comma-separated project names (default: all)")
    parser.add_argument("--jobs", type=int, default=1, help="flake8 --jobs (default 1)")
    parser.add_argument(
        "--plugin-rev",
        default="HEAD",
        help="flake8_testarch to measure: a git revision (default HEAD) or 'worktree'; "
        "a snapshot is taken at the start so concurrent edits do not leak into the run",
    )
    parser.add_argument(
        "--skip-in-process", action="store_true", help="only the flake8 subprocess runs"
    )
    parser.add_argument(
        "--skip-flake8", action="store_true", help="only the in-process measurement"
    )
    parser.add_argument("--in-process-worker", help=argparse.SUPPRESS)
    parser.add_argument("--worker-extend-select", default="", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.in_process_worker:
        return in_process_worker(args.in_process_worker, args.worker_extend_select)
    if args.repeat < 1:
        parser.error("--repeat must be >= 1")

    snapshot, plugin_label = plugin_snapshot.snapshot(args.plugin_rev)
    env = plugin_snapshot.environment(snapshot)
    plugin_snapshot.check(snapshot, env, corpus.CORPUS)
    plugin_snapshot.activate(snapshot)

    projects = corpus.select_projects(args.projects)
    by_project = corpus.corpus_files(projects)
    paths = [path for files in by_project.values() for path in files]
    relative = [str(path.relative_to(corpus.CORPUS)) for path in paths]
    total_lines = corpus.count_lines(paths)
    opt_in = opt_in_codes()
    configs = configurations(opt_in)
    results = {config.slug: Result(config) for config in configs}
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)

    print(
        f"corpus: {len(projects)} projects, {len(paths)} test files, {total_lines} lines; "
        f"flake8 --jobs {args.jobs} --isolated; repeat {args.repeat}; "
        f"opt-in codes: {','.join(opt_in) or '(none)'}; "
        f"flake8_testarch: {plugin_label}",
        flush=True,
    )
    if not args.skip_flake8:
        for round_number in range(args.repeat):
            shift = round_number % len(configs)
            for config in configs[shift:] + configs[:shift]:
                run, stdout = run_once(config, relative, args.jobs, env)
                result = results[config.slug]
                result.runs.append(run)
                codes, ta000 = tally(stdout)
                if not result.codes:
                    result.codes, result.ta000 = codes, ta000
                    (OUTPUT_DIR / f"{config.slug}.txt").write_text(stdout)
                elif codes != result.codes:
                    print(f"  [{config.slug}] reports differ between runs", file=sys.stderr)
                print(
                    f"  round {round_number + 1}/{args.repeat} {config.slug:<14} "
                    f"cpu {run.cpu:6.2f}s wall {run.wall:6.2f}s",
                    file=sys.stderr,
                    flush=True,
                )

        alone = results["alone"]
        base_counts = {c: n for c, n in alone.codes.items() if not c.startswith(("TA", "PT"))}
        print()
        print(
            f"{'configuration':<40} {'ratio':>6} {'wall ratio':>10} {'cpu s':>7} {'wall s':>7} "
            f"{'peak RSS MiB':>12} {'TA reports':>10} {'TA000':>5}"
        )
        for config in configs:
            result = results[config.slug]
            own_base = {c: n for c, n in result.codes.items() if not c.startswith(("TA", "PT"))}
            mark = "" if own_base == base_counts else "  (E/W/F/C90 reports differ from alone!)"
            ratio, wall_ratio = result.cpu / alone.cpu, result.wall / alone.wall
            print(
                f"{config.label:<40} {ratio:>6.2f} {wall_ratio:>10.2f} "
                f"{result.cpu:>7.2f} {result.wall:>7.2f} {result.maxrss_mib:>12.1f} "
                f"{result.count('TA'):>10} {len(result.ta000):>5}{mark}"
            )
        print(
            "ratio = median CPU time (user+sys of the flake8 process) / flake8 alone; "
            "wall ratio likewise for wall-clock; seconds are medians"
        )

    in_process: list[InProcess] = []
    if not args.skip_in_process:
        list_file = OUTPUT_DIR / "files.txt"
        list_file.write_text("".join(f"{path}\n" for path in paths))
        measured: dict[str, InProcess] = {}
        variants = [()] + ([opt_in] if opt_in else [])
        for _ in range(args.repeat):
            for extend_select in variants:
                measure_in_process(measured, str(list_file), extend_select, env)
        in_process = list(measured.values())
        print()
        print(f"{'in-process, same files':<40} {'plugin / ast.parse':>18} {'plugin s':>9} "
              f"{'parse s':>8} {'reports':>8} {'TA000':>5}")
        for result in in_process:
            parse = statistics.median(result.parse)
            plugin = statistics.median(result.plugin)
            print(
                f"{result.label:<40} {plugin / parse:>18.2f} {plugin:>9.3f} {parse:>8.3f} "
                f"{result.reports:>8} {len(result.ta000):>5}"
            )
        slowest = sorted(in_process[-1].per_file.items(), key=lambda item: -item[1])[:5]
        print("slowest files for the plugin (" + in_process[-1].label + ", best of repeats):")
        for name, seconds in slowest:
            print(f"  {seconds * 1000:8.1f} ms  {name}")
        print("(reports: flake8 drops those on '# noqa' lines and in '# flake8: noqa' files, "
              "in-process keeps them)")
        if in_process[0].skipped:
            print(f"({in_process[0].skipped} files did not parse and were skipped in-process)")

    ta000 = sorted({line for r in results.values() for line in r.ta000}
                   | {line for m in in_process for line in m.ta000})
    print()
    print(f"TA000 reports: {len(ta000)}")
    for line in ta000:
        print(f"  {line}")
    print(
        f"python {platform.python_version()}, {os.cpu_count()} cpus; "
        f"flake8 outputs of the first round in {OUTPUT_DIR.relative_to(corpus.BENCHMARKS.parent)}/"
    )
    return 1 if ta000 else 0


if __name__ == "__main__":
    sys.exit(main())
