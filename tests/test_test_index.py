"""The suite index behind TA901/TA902, in-process: it follows the files on disk
within one long-lived process, is built only when those codes run, and reads
constructor parameters from class definitions."""

import ast
import gc
import os

import pytest
from flake8.options.parse_args import parse_args

import flake8_testarch.suite.index as index_module
from flake8_testarch.plugin import Plugin
from flake8_testarch.project.pytest_config import layout_for_directory
from flake8_testarch.suite._capitalised_calls import call_lines
from flake8_testarch.suite.index import Params, suite_index
from tests.flake8_runner import write_files

pytestmark = pytest.mark.unit

ORDER_CALL = 'Order(1, "ada", [], "EUR")'
PROJECT = {
    "setup.cfg": "[metadata]\nname = shop\n",
    "src/shop/__init__.py": "",
    "src/shop/models.py": (
        "class Order:\n"
        "    def __init__(self, order_id, customer, items, currency):\n"
        "        self.order_id = order_id\n"
    ),
    "tests/__init__.py": "",
    "tests/test_b.py": f"from shop.models import Order\n\nORDERS = [{ORDER_CALL}, {ORDER_CALL}]\n",
}
LINTED = "tests/test_a.py"
LINTED_SOURCE = f"from shop.models import Order\n\n\ndef test_a():\n    assert {ORDER_CALL}\n"
BUILDER = (
    "from shop.models import Order\n\n\n"
    "class OrderBuilder:\n    def build(self):\n        return Order(1, 'a', [], 'EUR')\n"
)


def lint(root, source=LINTED_SOURCE, select="TA901,TA902", *flags):
    _, options = parse_args(["--isolated", "--select", select, *flags, "x.py"])
    Plugin.parse_options(options)
    plugin = Plugin(ast.parse(source), str(root / LINTED), source.splitlines(keepends=True))
    return sorted((line, text.split(" ", 1)[0]) for line, _col, text, _type in plugin.run())


def lint_over_two(root):
    return lint(root, LINTED_SOURCE, "TA901", "--testarch-builder-min-constructions=2")


def test_a_builder_added_after_the_first_lint_is_seen_by_the_next(tmp_path):
    write_files(tmp_path, PROJECT)
    before = lint_over_two(tmp_path)

    write_files(tmp_path, {"tests/builders.py": BUILDER})

    assert (before, lint_over_two(tmp_path)) == ([(5, "TA901")], [])


def test_constructions_removed_from_another_file_lower_the_count(tmp_path):
    write_files(tmp_path, PROJECT)
    before = lint_over_two(tmp_path)

    one_left = f"from shop.models import Order\n\nONE = {ORDER_CALL}\n"
    write_files(tmp_path, {"tests/test_b.py": one_left})

    assert (before, lint_over_two(tmp_path)) == ([(5, "TA901")], [])


def test_a_builder_deleted_after_the_first_lint_is_missed_by_the_next(tmp_path):
    write_files(tmp_path, {**PROJECT, "tests/builders.py": BUILDER})
    before = lint_over_two(tmp_path)

    os.remove(tmp_path / "tests" / "builders.py")

    assert (before, lint_over_two(tmp_path)) == ([], [(5, "TA901")])


def configure_over_two():
    _, options = parse_args(
        ["--isolated", "--select", "TA901", "--testarch-builder-min-constructions=2", "x.py"]
    )
    Plugin.parse_options(options)


def lint_in_this_run(root):
    plugin = Plugin(
        ast.parse(LINTED_SOURCE), str(root / LINTED), LINTED_SOURCE.splitlines(keepends=True)
    )
    return sorted((line, text.split(" ", 1)[0]) for line, _col, text, _type in plugin.run())


def test_the_suite_is_listed_once_per_flake8_run(tmp_path):
    # Listing it again for every linted file made a run quadratic in the
    # suite's size; a batch lint sees the suite as it was when it started.
    write_files(tmp_path, PROJECT)
    configure_over_two()
    before = lint_in_this_run(tmp_path)
    write_files(tmp_path, {"tests/builders.py": BUILDER})
    same_run = lint_in_this_run(tmp_path)

    configure_over_two()

    assert (before, same_run, lint_in_this_run(tmp_path)) == (
        [(5, "TA901")], [(5, "TA901")], []
    )


def test_index_is_not_built_when_neither_code_runs(tmp_path, monkeypatch):
    write_files(tmp_path, PROJECT)

    def refuse(*_args):
        raise AssertionError("the suite index was built")

    monkeypatch.setattr(index_module, "suite_index", refuse)

    assert lint(tmp_path, LINTED_SOURCE, "TA000,TA101,TA903") == []


def live_class_definitions(name):
    gc.collect()
    return [
        node for node in gc.get_objects() if isinstance(node, ast.ClassDef) and node.name == name
    ]


def test_the_production_module_read_for_a_count_is_not_kept_as_a_tree(tmp_path):
    # A kept tree is walked again by every full garbage collection of the run.
    project = {path: text.replace("Order", "KeptOrder") for path, text in PROJECT.items()}
    write_files(tmp_path, project)
    source = LINTED_SOURCE.replace("Order", "KeptOrder")

    found = lint(tmp_path, source, "TA901", "--testarch-builder-min-constructions=2")

    assert (found, live_class_definitions("KeptOrder")) == ([(5, "TA901")], [])


def test_only_the_suites_linted_last_keep_their_index(tmp_path, monkeypatch):
    # Projects whose files come mixed find their index again; a run over more
    # projects than the limit keeps the ones linted last.
    kept = 3
    monkeypatch.setattr(index_module, "_KEPT_INDEXES", kept)
    roots = [tmp_path / f"project{number}" for number in range(kept + 1)]
    for root in roots:
        write_files(root, PROJECT)
    findings = [lint_over_two(root) for root in roots]

    gc.collect()
    live = {
        found.scope.root for found in gc.get_objects() if isinstance(found, index_module.SuiteIndex)
    }
    assert findings == [[(5, "TA901")]] * len(roots)
    assert live & {str(root) for root in roots} == {str(root) for root in roots[1:]}


CLASSES = [
    pytest.param(
        "class C:\n    def __init__(self, a, b, c=1, *args, d, e=2, **kw):\n        pass\n",
        Params(5, 3),
        id="init-with-keyword-only",
    ),
    pytest.param(
        "import dataclasses\nfrom typing import ClassVar\n\n\n@dataclasses.dataclass\n"
        "class C:\n    a: int\n    b: int = 1\n    c: ClassVar[int] = 0\n"
        "    d: list = dataclasses.field(default_factory=list)\n"
        "    e: int = dataclasses.field(init=False)\n",
        Params(3, 1),
        id="dataclass-fields",
    ),
    pytest.param(
        "import attr\nimport attrs\n\n\n@attrs.define\nclass Base:\n    a: int\n\n\n"
        "@attrs.define\nclass C(Base):\n    b: int\n    c: str = attrs.field(default='x')\n",
        Params(3, 2),
        id="attrs-inherited-fields",
    ),
    pytest.param(
        "import attr\n\n\n@attr.s\nclass C:\n    a = attr.ib()\n    b = attr.ib(default=1)\n",
        Params(2, 1),
        id="attr-s-attribs",
    ),
    pytest.param(
        "from typing import NamedTuple\n\n\nclass C(NamedTuple):\n    a: int\n    b: int = 0\n",
        Params(2, 1),
        id="namedtuple",
    ),
    pytest.param(
        "import pydantic\n\n\nclass Base(pydantic.BaseModel):\n    a: int\n\n\n"
        "class C(Base):\n    b: int = 0\n",
        Params(2, 1),
        id="pydantic-inherited-fields",
    ),
    pytest.param(
        "class Base:\n    def __init__(self, a, b, c, d):\n        pass\n\n\n"
        "class Middle(Base):\n    def __init__(self, *args, **kwargs):\n"
        "        super().__init__(*args, **kwargs)\n\n\nclass C(Middle):\n    pass\n",
        Params(4, 4),
        id="inherited-through-passthrough",
    ),
    pytest.param(
        "import collections\n\n\nclass C(collections.OrderedDict):\n    pass\n",
        None,
        id="library-base-unknown",
    ),
    pytest.param("class C:\n    pass\n", Params(0, 0), id="no-init"),
]


@pytest.mark.parametrize(("source", "expected"), CLASSES)
def test_constructor_parameters_are_read_from_the_class_definition(tmp_path, source, expected):
    write_files(tmp_path, {**PROJECT, "src/shop/kinds.py": source})
    linted = str(tmp_path / LINTED)
    layout = layout_for_directory(str(tmp_path / "tests"))
    index = suite_index(linted, layout, [("", "Builder")], min_arguments=3)

    assert index.params((str(tmp_path / "src" / "shop" / "kinds.py"), "C")) == expected


@pytest.mark.parametrize("kind", [str, bytes])
def test_call_lines_are_the_lines_calling_a_capitalised_name(kind):
    source = "x = Order(1)\nself.assertEqual(a, b)\nfoo_Bar(2)\ny = m.Item (3)\n\nz = 2 * (Total)\n"
    encoded = source.encode() if kind is bytes else source
    assert call_lines(encoded) == [1, 4]
