"""Run flake8 with only the named checker plugins loaded.

    python benchmarks/flake8_with.py E,W,F,C90,TA -- --isolated --select E,W,F,C90,TA FILE...
    python benchmarks/flake8_with.py E,W,F,C90,TA --testarch-stops-at analysis -- ...

flake8 (7.x) constructs and runs every installed checker plugin on every
file whatever ``--select`` says, and filters the reports afterwards; so
``--select E,W,F,C90`` does not switch an installed plugin off. To measure
"flake8 alone" honestly the other plugins must not be loaded at all. This
launcher drops every ``flake8.extension`` entry point whose code is not in
the list before flake8 loads plugins, and keeps only flake8's own reporters
(so an installed report plugin such as Flake8-pyproject is not imported
either). Everything else is the stock ``flake8`` command line.

``--testarch-stops-at`` cuts flake8-testarch's work on each file short, to
measure its cost in parts: ``loading`` keeps it loaded (entry point,
options) but checks no file; ``analysis`` checks every file in full and
drops the reports before flake8 sees them (their number goes to stderr).
The rest of the default codes' cost is flake8's handling of the reports.
"""

from __future__ import annotations

import contextlib
import sys

STAGES = ("loading", "analysis")


def load_only(codes: str) -> bool:
    """Make flake8 load only the ``flake8.extension`` entry points named in
    ``codes`` (comma-separated) and flake8's own reporters. False when
    flake8's private discovery hook is gone: refuse rather than measure the
    wrong thing."""
    keep = frozenset(code.strip() for code in codes.split(",") if code.strip())

    from flake8.plugins import finder

    original = getattr(finder, "_find_importlib_plugins", None)
    if original is None:
        print("flake8_with: flake8.plugins.finder._find_importlib_plugins is gone", file=sys.stderr)
        return False

    def only_kept():
        for plugin in original():
            group = plugin.entry_point.group
            if group == "flake8.extension" and plugin.entry_point.name in keep:
                yield plugin
            elif group == "flake8.report" and plugin.package == "flake8":
                yield plugin

    finder._find_importlib_plugins = only_kept
    return True


@contextlib.contextmanager
def testarch_stopped_at(stage: str):
    """flake8-testarch's per-file run cut short at ``stage`` (see above) while
    in the block; yields a list that counts the reports dropped."""
    from flake8_testarch.plugin import Plugin

    full_run = Plugin.run
    dropped = [0]

    def nothing(self):
        return iter(())

    def reports_dropped(self):
        dropped[0] += sum(1 for _report in full_run(self))
        return iter(())

    Plugin.run = nothing if stage == "loading" else reports_dropped
    try:
        yield dropped
    finally:
        Plugin.run = full_run


def main(argv: list[str]) -> int:
    stage = None
    if len(argv) >= 3 and argv[1] == "--testarch-stops-at" and argv[2] in STAGES:
        stage = argv[2]
        argv = [argv[0], *argv[3:]]
    if len(argv) < 2 or argv[1] != "--":
        print(__doc__, file=sys.stderr)
        return 2
    if not load_only(argv[0]):
        return 2

    from flake8.main.cli import main as flake8_main

    if stage is None:
        return flake8_main(argv[2:])
    with testarch_stopped_at(stage) as dropped:
        code = flake8_main(argv[2:])
    print(f"flake8_with: flake8-testarch reports dropped: {dropped[0]}", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
