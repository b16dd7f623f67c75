"""The flake8 adapter: options in, one engine run per file, reports out."""

from __future__ import annotations

import argparse
import ast
from collections.abc import Iterator

from flake8_testarch import __version__
from flake8_testarch.context import FileContext
from flake8_testarch.engine import Engine
from flake8_testarch.registry import all_rules
from flake8_testarch.settings import ENGINE_OPTIONS, Settings


class Plugin:
    name = "flake8-testarch"
    version = __version__

    _settings: Settings | None = None
    _engine: Engine | None = None

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

    @classmethod
    def parse_options(cls, options: argparse.Namespace) -> None:
        settings = Settings.from_flake8(options, all_rules())
        cls._settings = settings
        cls._engine = Engine(rule for rule in all_rules() if rule.code in settings.enabled)

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        settings, engine = self._settings, self._engine
        if settings is None or engine is None:
            self.parse_options(argparse.Namespace(select=None, extend_select=None))
            settings, engine = self._settings, self._engine
        try:
            ctx = FileContext(self.tree, self.filename, self.lines, settings)
            for line, col, text in engine.run(ctx):
                yield line, col, text, type(self)
        except Exception as error:  # the engine's own bug: still never abort flake8
            detail = f"{type(error).__name__}: {error}"
            text = f"TA000 flake8-testarch failed on this file: {detail}; please report it"
            yield 1, 0, text, type(self)
