"""Configurations of flake8 run in lockstep, file by file: CPU time ratios that
a noisy machine disturbs far less than whole runs.

    python benchmarks/lockstep.py [--repeat 3] [--projects flask,click]

Part 2b of run_benchmark.py, also a script of its own. Each configuration is
a flake8 process of its own (its own start-up, heap and caches, as in a real
run) that checks one file when told to and then waits. A coordinator hands
every file, in corpus order, to every configuration in turn, the order
rotating from file to file, and only one of them runs at a time. A slow spell
of a shared machine (here whole runs of the same command differ by 20% and
more) then falls on every configuration within milliseconds of the others,
not minutes apart as between whole runs.

Each process checks a file as ``flake8 --jobs 1`` does: a
``flake8.checker.FileChecker`` for the file, its results sorted and handed to
the style guide, which formats them into ``--output-file`` (``os.devnull``).
The CPU time of a configuration is its process's whole user + sys time
(``wait4``): start-up, plugin loading, every file and the reporting. The
ratio is each configuration's CPU time over flake8 alone's in the same round;
printed are the median over rounds and the ratio of the best runs.

A worker's own loop (read a file name, answer with a count) costs the same
in every configuration, and the files are read from the page cache by all.
"""

from __future__ import annotations

import argparse
import json
import operator
import os
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402
import flake8_with  # noqa: E402


def worker(keep: str, flake8_argv: list[str]) -> int:
    """Check the files named on stdin, one per line, answering each with the
    number of reports on the original stdout; an empty line ends the run."""
    replies = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # anything a plugin prints must not break the protocol
    if not flake8_with.load_only(keep):
        return 2

    from flake8.checker import FileChecker
    from flake8.main.application import Application

    app = Application()
    app.initialize([*flake8_argv, "--output-file", os.devnull, "placeholder.py"])
    app.formatter.start()
    by_line = operator.itemgetter(1, 2)
    codes: dict[str, int] = {}
    replies.write("ready\n")
    replies.flush()
    for line in sys.stdin:
        filename = line.rstrip("\n")
        if not filename:
            break
        checker = FileChecker(filename=filename, plugins=app.plugins.checkers, options=app.options)
        name, results, _statistics = checker.run_checks()
        results.sort(key=by_line)
        reported = 0
        with app.guide.processing_file(name):
            for code, row, column, text, physical_line in results:
                if app.guide.handle_error(code, name, row, column, text, physical_line):
                    reported += 1
                    codes[code] = codes.get(code, 0) + 1
        replies.write(f"{reported}\n")
        replies.flush()
    app.formatter.stop()
    replies.write(json.dumps(codes) + "\n")
    replies.flush()
    return 0


class Process:
    """One configuration's flake8 process, started and waiting for files."""

    def __init__(self, command: list[str], env: dict, cwd: Path) -> None:
        self.process = subprocess.Popen(
            command, cwd=cwd, env=env, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )
        self._expect("ready")

    def _expect(self, word: str) -> None:
        answer = self.process.stdout.readline().strip()
        if answer != word:
            raise SystemExit(f"lockstep worker said {answer!r}:\n{self._stderr()}")

    def _stderr(self) -> str:
        return self.process.stderr.read()[-4000:]

    def check(self, filename: str) -> int:
        self.process.stdin.write(filename + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer.strip().isdigit():
            raise SystemExit(f"lockstep worker failed on {filename}:\n{self._stderr()}")
        return int(answer)

    def finish(self) -> tuple[float, dict[str, int]]:
        """(CPU seconds of the whole process, reports by code)."""
        self.process.stdin.write("\n")
        self.process.stdin.flush()
        codes = json.loads(self.process.stdout.readline())
        self.process.stdin.close()
        _, _status, usage = os.wait4(self.process.pid, 0)
        self.process.returncode = 0
        return usage.ru_utime + usage.ru_stime, codes


def worker_command(plugins: tuple[str, ...], flake8_flags: list[str]) -> list[str]:
    return [sys.executable, str(Path(__file__).resolve()), "--worker", ",".join(plugins), "--",
            *flake8_flags]


def measure(
    configs: dict[str, list[str]], files: list[str], repeat: int, env: dict,
    progress=None, cwd: Path = corpus.CORPUS,
) -> dict[str, list[tuple[float, dict[str, int]]]]:
    """configs: slug -> worker command; files relative to ``cwd``.
    Returns slug -> one (CPU seconds, reports by code) per round."""
    runs: dict[str, list] = {slug: [] for slug in configs}
    slugs = list(configs)
    for round_number in range(repeat):
        processes = {}
        for shift in range(len(slugs)):  # start-ups one at a time, order rotating too
            slug = slugs[(round_number + shift) % len(slugs)]
            processes[slug] = Process(configs[slug], env, cwd)
        for index, filename in enumerate(files):
            shift = (round_number + index) % len(slugs)
            for slug in slugs[shift:] + slugs[:shift]:
                processes[slug].check(filename)
        for slug, process in processes.items():
            runs[slug].append(process.finish())
        if progress:
            progress(round_number, {slug: runs[slug][-1][0] for slug in slugs})
    return runs


def ratios(runs: dict[str, list], baseline: str) -> dict[str, tuple[float, float, list[float]]]:
    """slug -> (median over rounds of the ratio within a round, best / best,
    the ratios within rounds from lowest to highest)."""
    base = [cpu for cpu, _codes in runs[baseline]]
    result = {}
    for slug, measured in runs.items():
        cpu = [seconds for seconds, _codes in measured]
        within = sorted(mine / theirs for mine, theirs in zip(cpu, base))
        result[slug] = (statistics.median(within), min(cpu) / min(base), within)
    return result


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--worker"]:
        if len(argv) < 3 or argv[2] != "--":
            raise SystemExit("usage: lockstep.py --worker PLUGINS -- FLAKE8_FLAGS...")
        return worker(argv[1], argv[3:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="rounds (default 3)")
    parser.add_argument("--projects", help="comma-separated project names (default: all)")
    parser.add_argument(
        "--calibrate", action="store_true",
        help="three identical flake8-alone processes instead: how far apart the same work "
        "lands on this machine",
    )
    args = parser.parse_args(argv)
    files = [
        str(path.relative_to(corpus.CORPUS))
        for paths in corpus.corpus_files(corpus.select_projects(args.projects)).values()
        for path in paths
    ]
    base = ("E", "W", "F", "C90")
    if args.calibrate:
        chosen = (("alone", base), ("alone 2", base), ("alone 3", base))
    else:
        chosen = (("alone", base), ("ta", base + ("TA",)), ("pt", base + ("PT",)))
    configs = {
        slug: worker_command(plugins, ["--isolated", "--select", ",".join(plugins)])
        for slug, plugins in chosen
    }

    def progress(round_number, cpu):
        times = "  ".join(f"{slug} {seconds:.2f}s" for slug, seconds in cpu.items())
        print(f"round {round_number + 1}: {times}", file=sys.stderr, flush=True)

    runs = measure(configs, files, args.repeat, dict(os.environ), progress)
    for slug, (within, best, _rounds) in ratios(runs, "alone").items():
        print(f"{slug:<8} ratio to flake8 alone: median over rounds {within:.3f}, "
              f"best run / best run {best:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
