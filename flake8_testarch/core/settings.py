"""Settings, built once per process from flake8's options.

Also decides which codes run: a default code runs when flake8 would report
it; an opt-in code runs only when ``select`` or ``extend-select`` names it or
a prefix more specific than the plugin's ``TA`` (``TA1``, ``TA10``, ``TA9``),
as flake8-bugbear's ``B9`` and ruff's prefixes do; ``TA`` alone (or ``T``)
turns on the default codes only. Codes that flake8 would drop are not
computed at all.
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Iterable, Mapping
from typing import Any

from flake8_testarch.project.pytest_config import TestLayout, layout_for_directory
from flake8_testarch.core.rule import EMPTY, OptionError, Rule, RuleOption


def parse_globs(value: Any) -> tuple[str, ...] | None:
    """Comma-separated fnmatch globs; a ``[`` left open is a mistake, not a literal."""
    if value is None:
        return None
    items = value if isinstance(value, (list, tuple)) else str(value).split(",")
    globs = tuple(item.strip() for item in items if item.strip())
    for glob in globs:
        if glob.count("[") != glob.count("]") or "[]" in glob:
            raise OptionError(f"expected comma-separated globs such as 'test_*.py', got {glob!r}")
    return globs or None


_DOTTED_GLOB = re.compile(r"[A-Za-z_*?\[][\w*?\[\]!]*(?:\.[\w*?\[\]!]+)*")


def parse_dotted_globs(value: Any) -> tuple[str, ...] | None:
    """Comma-separated globs of dotted names (``psycopg.connect``, ``requests.*``)."""
    items = value if isinstance(value, (list, tuple)) else str(value or "").split(",")
    globs = tuple(item.strip() for item in items if item.strip())
    for glob in globs:
        if not _DOTTED_GLOB.fullmatch(glob) or glob.count("[") != glob.count("]"):
            raise OptionError(
                "expected comma-separated globs of dotted names such as "
                f"'psycopg.connect,requests.*', got {glob!r}"
            )
    return globs or None


def positive_int(minimum: int = 1):
    def parse(value: Any) -> int:
        try:
            number = int(str(value).strip())
        except ValueError:
            number = None
        if number is None or number < minimum:
            raise OptionError(f"expected a whole number >= {minimum}, got {value!r}")
        return number

    return parse


ENGINE_OPTIONS = (
    RuleOption(
        flag="--testarch-test-files",
        help="Globs of test file names (default: the project's pytest python_files, "
        "else test_*.py, *_test.py and unittest's test*.py). conftest.py always counts.",
        default=None,
        parse=parse_globs,
        comma_separated=True,
    ),
    RuleOption(
        flag="--testarch-test-classes",
        help="Prefixes or globs of test class names (default: pytest's python_classes).",
        default=None,
        parse=parse_globs,
        comma_separated=True,
    ),
    RuleOption(
        flag="--testarch-test-functions",
        help="Prefixes or globs of test function names (default: pytest's python_functions).",
        default=None,
        parse=parse_globs,
        comma_separated=True,
    ),
    RuleOption(
        flag="--testarch-inference-budget",
        help="Type-inference steps allowed per file; past it, rules that need inference "
        "stay silent on the rest of the file (default: 2000).",
        default="2000",
        parse=positive_int(1),
    ),
)


PLUGIN_PREFIX = "TA"


def _named(options: argparse.Namespace) -> frozenset[str]:
    """The codes and prefixes selected that are more specific than ``TA``."""
    named = set()
    for attribute in ("select", "extend_select"):
        for code in getattr(options, attribute, None) or ():
            code = code.strip().upper()
            if code.startswith(PLUGIN_PREFIX) and len(code) > len(PLUGIN_PREFIX):
                named.add(code)
    return frozenset(named)


def _flake8_would_report(options: argparse.Namespace, rules: Iterable[Rule]) -> frozenset[str]:
    try:
        from flake8.style_guide import Decision, DecisionEngine

        decider = DecisionEngine(options)
        return frozenset(
            rule.code for rule in rules if decider.decision_for(rule.code) is Decision.Selected
        )
    except Exception:  # an older or newer flake8: let flake8 filter later
        return frozenset(rule.code for rule in rules)


def enabled_codes(options: argparse.Namespace, rules: Iterable[Rule]) -> frozenset[str]:
    rules = tuple(rules)
    reported = _flake8_would_report(options, rules)
    named = _named(options)
    return frozenset(
        rule.code
        for rule in rules
        if rule.code in reported
        and (rule.default or any(rule.code.startswith(prefix) for prefix in named))
    )


def parse_option_values(
    options: argparse.Namespace, declared: Iterable[RuleOption]
) -> dict[str, Any]:
    """Every declared option parsed; a bad value ends flake8 with one clear line."""
    values = {}
    for option in declared:
        raw = getattr(options, option.dest, option.default)
        try:
            values[option.dest] = option.parse(raw)
        except OptionError as error:
            raise SystemExit(f"flake8-testarch: invalid value for {option.flag}: {error}") from None
    return values


def check_option_values(values: Mapping[str, Any], enabled: frozenset[str]) -> None:
    """The options checked against each other by the rules that run; a
    contradiction ends flake8 with one line naming the option."""
    from flake8_testarch.core.registry import option_checks

    for code, check in sorted(option_checks().items()):
        if code not in enabled:
            continue
        try:
            check(values)
        except OptionError as error:
            raise SystemExit(f"flake8-testarch: {error}") from None


class Settings:
    """The codes that run and every option's parsed value (read-only in use)."""

    __slots__ = ("enabled", "values")

    def __init__(self, enabled: frozenset[str], values: Mapping[str, Any] = EMPTY):
        self.enabled = enabled
        self.values = values

    @classmethod
    def from_flake8(cls, options: argparse.Namespace, rules: Iterable[Rule]) -> Settings:
        rules = tuple(rules)
        declared = ENGINE_OPTIONS + tuple(option for rule in rules for option in rule.options)
        enabled = enabled_codes(options, rules)
        values = parse_option_values(options, declared)
        check_option_values(values, enabled)
        return cls(enabled=enabled, values=values)

    def __getitem__(self, dest: str) -> Any:
        return self.values[dest]

    def layout_for(self, filename: str) -> TestLayout:
        directory = os.path.dirname(os.path.abspath(filename))
        layout = layout_for_directory(directory)
        overrides = {
            "python_files": self.values.get("testarch_test_files"),
            "python_classes": self.values.get("testarch_test_classes"),
            "python_functions": self.values.get("testarch_test_functions"),
        }
        overrides = {key: value for key, value in overrides.items() if value}
        return layout._replace(**overrides) if overrides else layout
