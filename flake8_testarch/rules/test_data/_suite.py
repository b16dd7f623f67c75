"""The suite-wide facts TA901 and TA902 share: builder name patterns and the
project index (built once per process, only when one of them runs)."""

from __future__ import annotations

import os

from typing import TYPE_CHECKING

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import OptionError, RuleOption

if TYPE_CHECKING:
    from flake8_testarch.suite.index import FileFacts, SuiteIndex

_PATTERN = lazy_compile(r"^([A-Za-z_][A-Za-z0-9_]*)?\*([A-Za-z0-9_]*)$")
DEFAULT_BUILDER_NAMES = ("*Builder",)


def parse_builder_names(value) -> tuple[tuple[str, str], ...]:
    """Class-name patterns with one ``*`` standing for the built type
    (``*Builder``, ``*Factory``, ``A*``) as (prefix, suffix) pairs."""
    if value is None:
        items = list(DEFAULT_BUILDER_NAMES)
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        items = str(value).split(",")
    patterns = []
    for item in (str(item).strip() for item in items):
        if not item:
            continue
        match = _PATTERN.match(item)
        if match is None or not (match.group(1) or match.group(2)):
            raise OptionError(
                "expected class-name patterns with one '*' for the built type, such as "
                f"'*Builder,*Factory', got {item!r}"
            )
        patterns.append((match.group(1) or "", match.group(2)))
    if not patterns:
        raise OptionError("expected at least one builder name pattern, such as '*Builder'")
    return tuple(patterns)


BUILDER_NAMES_OPTION = RuleOption(
    flag="--testarch-builder-names",
    help="TA901/TA902: class-name patterns of test data builders in the test support "
    "code, '*' standing for the built type (default: *Builder).",
    default=None,
    parse=parse_builder_names,
    comma_separated=True,
)

_SCRATCH = "TA901/TA902 suite index"


def suite(ctx) -> tuple[SuiteIndex, FileFacts]:
    """The suite's index and the linted file's facts (from flake8's tree)."""
    found = ctx.scratch.get(_SCRATCH)
    if found is None:
        # Imported here: the index is only for these opt-in codes, and every
        # flake8 start imports every rule module.
        from flake8_testarch.suite.index import suite_index

        patterns = ctx.settings.values.get("testarch_builder_names") or parse_builder_names(None)
        min_params = ctx.settings.values.get("testarch_builder_min_params", 3)
        index = suite_index(ctx.filename, ctx.layout, patterns, min_params, run=ctx.settings)
        current = index.current_facts(ctx.filename, ctx.tree, ctx.lines)
        found = ctx.scratch[_SCRATCH] = (index, current)
    return found


def builder_name(ctx, type_name: str) -> str:
    """What the first builder pattern calls the builder of ``type_name``."""
    patterns = ctx.settings.values.get("testarch_builder_names") or parse_builder_names(None)
    prefix, suffix = patterns[0]
    return f"{prefix}{type_name}{suffix}"


def shown_path(path: str, index: SuiteIndex) -> str:
    return os.path.relpath(path, index.scope.root).replace(os.sep, "/")
