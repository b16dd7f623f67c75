"""Run flake8 with only the named checker plugins loaded.

    python benchmarks/flake8_with.py E,W,F,C90,TA -- --isolated --select E,W,F,C90,TA FILE...

flake8 (7.x) constructs and runs every installed checker plugin on every
file whatever ``--select`` says, and filters the reports afterwards; so
``--select E,W,F,C90`` does not switch an installed plugin off. To measure
"flake8 alone" honestly the other plugins must not be loaded at all. This
launcher drops every ``flake8.extension`` entry point whose code is not in
the list before flake8 loads plugins, and keeps only flake8's own reporters
(so an installed report plugin such as Flake8-pyproject is not imported
either). Everything else is the stock ``flake8`` command line.
"""

from __future__ import annotations

import sys


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


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[1] != "--":
        print(__doc__, file=sys.stderr)
        return 2
    if not load_only(argv[0]):
        return 2

    from flake8.main.cli import main as flake8_main

    return flake8_main(argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
