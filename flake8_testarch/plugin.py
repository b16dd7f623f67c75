"""The flake8 adapter: options in, one engine run per file, reports out.

With ``--testarch-baseline`` the reports of each file pass through the
baseline (``baseline.apply``): recorded violations are dropped. A baseline
that cannot be used suppresses nothing and is reported once per run, as TA001
on one file (or on stderr when TA001 is not selected); flake8 and the other
plugins go on. ``--testarch-baseline-record`` is the hidden mode the
``flake8-testarch baseline`` commands run flake8 in: no baseline, and each TA
report's text starts with where it is (see ``SCOPE_SEPARATOR``).

``baseline`` (and attrs, which it uses) is imported only in those two modes:
a plain lint run never loads it, which keeps flake8's cold start short.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import gc
import os
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

from flake8_testarch import __version__
from flake8_testarch.project import modules as project
from flake8_testarch.core.context import FileContext
from flake8_testarch.core.engine import Engine
from flake8_testarch.core.registry import all_rules, rule_for
from flake8_testarch.core.rule import Hit
from flake8_testarch.core.settings import ENGINE_OPTIONS, Settings

if TYPE_CHECKING:
    from flake8_testarch.baseline import Baseline

BASELINE_FLAG = "--testarch-baseline"
RECORD_FLAG = "--testarch-baseline-record"
# In record mode a report reads "TA101 <scope>\x1f<body>\x1f<line>\x1f<message>".
SCOPE_SEPARATOR = "\x1f"


def _command_line_path(value: str) -> str:
    """A path given on the command line: relative to the working directory."""
    return os.path.abspath(value) if value.strip() else ""


def _single_claim() -> int:
    """A pipe holding one byte, its writing end closed: of all the processes that
    share it (flake8's forked workers), the first to read gets the byte, every
    later read gets end-of-file. A problem of the whole run is reported once."""
    read, write = os.pipe()
    os.write(write, b"1")
    os.close(write)
    return read


def _claim(descriptor: int) -> bool:
    try:
        return os.read(descriptor, 1) == b"1"
    except OSError:
        return False


def _config_path(value: str, config_directory: str = os.curdir) -> str:
    """A path from a config file: relative to that file's directory."""
    value = value.strip()
    return os.path.abspath(os.path.join(config_directory, value)) if value else ""


class Plugin:
    name = "flake8-testarch"
    version = __version__

    _settings: Settings | None = None
    _engine: Engine | None = None
    _baseline: Baseline | None = None
    _baseline_problem: str = ""
    _problem_claim: int | None = None
    _record_scopes: bool = False
    _disable_noqa: bool = False

    def __init__(self, tree: ast.Module, filename: str, lines: list[str]):
        self.tree = tree
        self.filename = filename
        self.lines = lines

    @staticmethod
    def add_options(option_manager) -> None:
        declared = ENGINE_OPTIONS + tuple(o for rule in all_rules() for o in rule.options)
        for option in declared:
            option_manager.add_option(
                option.flag,
                default=option.default,
                parse_from_config=True,
                comma_separated_list=option.comma_separated,
                help=option.help,
            )
        option_manager.add_option(
            BASELINE_FLAG,
            default=None,
            type=_command_line_path,
            parse_from_config=True,
            metavar="PATH",
            help="Baseline file of known violations to suppress (TA001 reports its stale "
            "entries). In a config file, relative to the config file's directory.",
        )
        # flake8 hands a config value to the option's normalize() with the config
        # file's directory; that is where a relative baseline path starts.
        # (Should a future flake8 not do this, the path stays relative to the
        # working directory.)
        registered = getattr(option_manager, "config_options_dict", {}).get("testarch_baseline")
        if registered is not None:
            registered.normalize = _config_path
        option_manager.add_option(
            RECORD_FLAG,
            default=False,
            action="store_true",
            help=argparse.SUPPRESS,  # used by 'flake8-testarch baseline'
        )

    @classmethod
    def parse_options(cls, options: argparse.Namespace) -> None:
        settings = Settings.from_flake8(options, all_rules())
        cls._settings = settings
        cls._engine = Engine(rule for rule in all_rules() if rule.code in settings.enabled)
        cls._record_scopes = bool(getattr(options, "testarch_baseline_record", False))
        cls._disable_noqa = bool(getattr(options, "disable_noqa", False))
        location = getattr(options, "testarch_baseline", None)
        cls._baseline, cls._baseline_problem = None, ""
        if cls._problem_claim is not None:
            os.close(cls._problem_claim)
            cls._problem_claim = None
        if location and not cls._record_scopes:
            from flake8_testarch.baseline import BaselineError, load_cached

            try:
                cls._baseline = load_cached(location)
            except BaselineError as error:
                cls._baseline_problem = str(error)
                cls._problem_claim = _single_claim()
        _startup_set_aside()

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        settings, engine = self._settings, self._engine
        if settings is None or engine is None:
            self.parse_options(argparse.Namespace(select=None, extend_select=None))
            settings, engine = self._settings, self._engine
        try:
            project.linting(self.filename)
            with _collector_paused():
                ctx = FileContext(self.tree, self.filename, self.lines, settings)
                try:
                    reports = list(engine.run(ctx))
                finally:
                    ctx.close()
            if self._record_scopes:
                reports = self._with_scopes(reports)
            elif self._baseline is not None:
                from flake8_testarch.baseline import apply

                reports = apply(
                    self._baseline,
                    self.filename,
                    self.tree,
                    self.lines,
                    reports,
                    self._disable_noqa,
                )
            elif self._problem_claim is not None and _claim(self._problem_claim):
                reports = [*reports, *self._baseline_problem_report(settings)]
        except Exception as error:  # the engine's own bug: still never abort flake8
            detail = f"{type(error).__name__}: {error}"
            text = f"TA000 flake8-testarch failed on this file: {detail}; please report it"
            reports = [(1, 0, text)]
        for line, col, text in reports:
            yield line, col, text, type(self)

    def _with_scopes(self, reports):
        if not reports:
            return reports
        from flake8_testarch.baseline import locator, split_code

        locate = locator(self.tree, self.lines)
        scoped = []
        for line, col, text in reports:
            code, message = split_code(text)
            where = SCOPE_SEPARATOR.join(locate(line))
            scoped.append((line, col, f"{code} {where}{SCOPE_SEPARATOR}{message}"))
        return scoped

    def _baseline_problem_report(self, settings: Settings) -> list[tuple[int, int, str]]:
        if "TA001" not in settings.enabled:
            print(f"flake8-testarch: {self._baseline_problem}", file=sys.stderr)
            return []
        fields = {"problem": self._baseline_problem}
        return [(1, 0, rule_for("TA001").format(Hit(self.tree, fields)))]


_SET_ASIDE = []


def _startup_set_aside() -> None:
    """Once per process, when the options are read and every rule is loaded:
    what is alive now (modules, rules, flake8's own setup) lives until the
    process ends, so it is set aside from the cyclic garbage collector
    (``gc.freeze``) after one collection. Otherwise each of the run's full
    collections walks all of it again, and the rules' code adds tens of
    thousands of objects to that walk. Worker processes forked after this
    inherit it. Nothing is done when the collector is off."""
    if _SET_ASIDE or not gc.isenabled():
        return
    _SET_ASIDE.append(True)
    gc.collect()
    gc.freeze()


@contextlib.contextmanager
def _collector_paused():
    """The cyclic garbage collector held off while one file is linted. What
    the run builds lives only for the run and is freed by reference counts
    when the file's context closes (its cycles are broken there); a
    collection in between would only walk it, and the whole heap of flake8
    and every other plugin with it, for nothing. Restored as it was, even
    when the run fails."""
    was_enabled = gc.isenabled()
    if was_enabled:
        gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
