"""The inference budget: a file that makes astroid explode is cut off, reported
once as TA002, and the rules that need only the syntax tree still report."""

from __future__ import annotations

import ast
import re

import pytest
from flake8.options.parse_args import parse_args

from flake8_testarch.project import inference
from flake8_testarch.plugin import Plugin
from tests.flake8_runner import write_files

pytestmark = pytest.mark.unit

TESTS = 12


def exploding_helpers() -> str:
    """A base class at the end of 300 conditional bases: astroid's transforms
    walk the whole chain for every class built on it, quadratically."""
    parts = ["class Root:\n    pass\n\n\n"]
    for number in range(300):
        below = f"C{number - 1}" if number else "Root"
        parts.append(f"class C{number}(C{number - 1 if number else 0} if {number} else {below}):\n")
        parts.append("    pass\n\n\n")
    parts.append("Base = C299\n")
    return "".join(parts)


PLAIN_HELPERS = "class Base:\n    pass\n"


def suite_source(package: str, count: int = TESTS) -> str:
    parts = [f"import time\n\nfrom {package}.helpers import Base\n\n\n"]
    for number in range(count):
        parts.append(
            f"class Thing{number}(Base):\n    pass\n\n\n"
            f"def test_thing_{number}():\n"
            f"    time.sleep(1)\n"
            f"    assert Thing{number}() == Thing{number}()\n\n\n"
        )
    return "".join(parts)


@pytest.fixture
def project(tmp_path):
    """A project folder (found from its root marker, not from ``sys.path``) whose
    package name is its own (astroid and the rules cache modules by name for
    the whole process)."""
    package = "budget_" + re.sub(r"\W", "_", tmp_path.name)

    def make(helpers: str) -> tuple[str, str]:
        write_files(tmp_path, {
            "pyproject.toml": "", f"{package}/__init__.py": "", f"{package}/helpers.py": helpers,
        })
        return package, str(tmp_path / "tests" / "test_things.py")

    return make


def lint(filename: str, source: str, *flags: str) -> list[tuple[int, str]]:
    _, options = parse_args(["--isolated", "--select", "TA000,TA002,TA101,TA306", *flags, "x.py"])
    Plugin.parse_options(options)
    plugin = Plugin(ast.parse(source), filename, source.splitlines(keepends=True))
    return sorted((line, text) for line, _col, text, _type in plugin.run())


def codes(reports) -> list[str]:
    return [text.split(" ", 1)[0] for _line, text in reports]


def sleep_lines(source: str) -> list[int]:
    return [number for number, line in enumerate(source.splitlines(), 1) if "sleep" in line]


def test_exploding_file_is_reported_once_as_skipped_inference(project):
    package, filename = project(exploding_helpers())

    reports = lint(filename, suite_source(package))

    assert [code for code in codes(reports) if code != "TA101"] == ["TA002"]


def test_skipped_inference_names_the_budget_and_the_skipped_code(project):
    package, filename = project(exploding_helpers())

    reports = lint(filename, suite_source(package))

    assert [text for _line, text in reports if text.startswith("TA002")][0].startswith(
        "TA002 type inference stopped here (budget of 2000 steps spent), so TA306 skipped"
    )


def test_syntax_rules_still_report_on_a_file_cut_off(project):
    package, filename = project(exploding_helpers())
    source = suite_source(package)

    reports = lint(filename, source)

    assert [line for line, text in reports if text.startswith("TA101")] == sleep_lines(source)


def test_inference_within_the_budget_reports_no_skip(project):
    package, filename = project(PLAIN_HELPERS)

    reports = lint(filename, suite_source(package))

    assert sorted(set(codes(reports))) == ["TA101", "TA306"]


def test_small_budget_cuts_off_part_of_the_file(project):
    package, filename = project(PLAIN_HELPERS)

    reports = lint(filename, suite_source(package), "--testarch-inference-budget=40")

    found = codes(reports)
    assert (found.count("TA002"), 0 < found.count("TA306") < TESTS) == (1, True)


def test_skipped_inference_is_not_reported_when_not_selected(project):
    package, filename = project(exploding_helpers())

    _, options = parse_args(["--isolated", "--select", "TA306,TA101", "x.py"])
    Plugin.parse_options(options)
    source = suite_source(package)
    plugin = Plugin(ast.parse(source), filename, source.splitlines(keepends=True))

    assert {text.split(" ", 1)[0] for _line, _col, text, _type in plugin.run()} == {"TA101"}


def test_cut_off_build_leaves_no_half_built_module_behind(project, tmp_path):
    package, filename = project(exploding_helpers())
    lint(filename, suite_source(package))
    # The same package, now cheap: a later file must see the new module, not
    # the remains of the build that was cut off.
    write_files(tmp_path, {f"{package}/helpers.py": PLAIN_HELPERS})

    reports = lint(str(tmp_path / "tests" / "test_again.py"), suite_source(package))

    assert "TA306" in codes(reports)


def test_file_too_large_to_build_is_skipped_without_building(project, monkeypatch):
    package, filename = project(PLAIN_HELPERS)
    monkeypatch.setattr(inference, "MAX_BUILD_LINES", 50)
    source = suite_source(package) + "".join(f"VALUE_{n} = {n}\n" for n in range(60))

    reports = lint(filename, source)

    assert [text.split("(", 1)[1].split(")")[0] for _l, text in reports if "TA002" in text] == [
        f"{len([line for line in source.splitlines() if line.strip()])} lines to build, over 50"
    ]


VALUE_HELPERS = (
    "import dataclasses\n\n\n"
    "class Comparable:\n"
    "    def __eq__(self, other):\n"
    "        return vars(self) == vars(other)\n\n\n"
    "class Base(Comparable):\n"
    "    pass\n\n\n"
    "@dataclasses.dataclass\n"
    "class Money:\n"
    "    cents: int\n"
)
VALUE_SUITE = (
    "from {package}.helpers import Base, Money\n\n\n"
    "def test_bases():\n    assert Base() == Base()\n\n\n"
    "def test_money():\n    assert Money(1) == Money(1)\n"
)


@pytest.fixture
def builds(monkeypatch) -> list[str]:
    """The files astroid is asked to build a module for."""
    built: list[str] = []
    real = inference.Inference._build

    def counting(self):
        built.append(self._filename)
        return real(self)

    monkeypatch.setattr(inference.Inference, "_build", counting)
    return built


def test_imported_classes_whose_source_shows_eq_need_no_inference(project, builds):
    package, filename = project(VALUE_HELPERS)

    reports = lint(filename, VALUE_SUITE.format(package=package))

    assert (codes(reports), builds) == ([], [])


def test_imported_classes_without_eq_are_still_inferred(project, builds):
    package, filename = project(PLAIN_HELPERS)

    reports = lint(filename, suite_source(package, count=1))

    assert (codes(reports), builds) == (["TA101", "TA306"], [filename])
