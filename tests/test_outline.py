"""outline.Outline: a module's top-level definitions and imports read from its
text, one at a time; never a different answer from parsing the whole module
(UNSURE instead), and project.ModuleView reading a module through it."""

import ast
import logging
import sys
from pathlib import Path

import pytest

from flake8_testarch.project import modules as project
from flake8_testarch.semantic.imports import ImportMap
from flake8_testarch.project.outline import UNSURE, Outline

pytestmark = pytest.mark.unit

_STDLIB = Path(logging.__file__).resolve().parent.parent


def _outline(text: str) -> Outline:
    return Outline.of(text.encode())


def _top_level(tree: ast.Module) -> dict:
    return {
        node.name: node for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    }


def _whole_imports(tree: ast.Module, source: bytes) -> ImportMap:
    return project._import_map(tree, source)


# The largest pure-Python modules of the standard library: decorators, nested
# classes, docstrings with code in them, conditional and function-level imports.
_MODULES = sorted(
    (path for path in _STDLIB.glob("*.py")),
    key=lambda path: path.stat().st_size,
    reverse=True,
)[:25]


@pytest.mark.parametrize("path", _MODULES, ids=lambda path: path.name)
def test_every_definition_read_from_the_outline_is_the_one_the_whole_parse_gives(path):
    source = path.read_bytes()
    outline = Outline.of(source)
    tree = ast.parse(source)
    # What the module's whole tree defines, at top level and in its
    # module-level blocks (`if sys.platform == ...: def ...`).
    expected = project.ModuleView(path=str(path), tree=tree, imports=ImportMap()).definitions()
    # Every name defined anywhere, so that a block's definition the outline
    # misses shows up.
    asked = {
        node.name for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    }
    read = {name: outline.definition(name) for name in asked} if outline else {}
    differing = [
        name for name, node in read.items()
        if node is not UNSURE and (
            (node is None) != (expected.get(name) is None)
            or node is not None and ast.dump(node, include_attributes=True)
            != ast.dump(expected[name], include_attributes=True)
        )
    ]
    assert differing == []


@pytest.mark.parametrize("path", _MODULES, ids=lambda path: path.name)
def test_the_imports_read_from_the_outline_are_those_of_the_whole_parse(path):
    source = path.read_bytes()
    outline = Outline.of(source)
    statements = outline.import_statements() if outline else UNSURE
    found = ImportMap()
    found.add_all(() if statements is UNSURE else statements)
    whole = _whole_imports(ast.parse(source), source)
    assert statements is UNSURE or (found.names, found.star_modules) == (
        whole.names, whole.star_modules
    )


@pytest.mark.parametrize("path", _MODULES, ids=lambda path: path.name)
def test_every_assignment_read_from_the_outline_is_the_one_the_whole_parse_gives(path):
    source = path.read_bytes()
    outline = Outline.of(source)
    tree = ast.parse(source)
    # The module's reading from its whole tree is what the outline must match.
    whole = project.ModuleView(path=str(path), tree=tree, imports=ImportMap())
    # Every name the module stores, at top level or below (in a function,
    # under an `if`: those are no module-level assignment).
    asked = {
        node.id for node in ast.walk(tree)
        if type(node) is ast.Name and type(node.ctx) is ast.Store
    }
    read = {name: outline.assignment(name) for name in asked} if outline else {}
    differing = [
        name for name, node in read.items()
        if node is not UNSURE and (
            (node is None) != (whole.assigned(name) is None)
            or node is not None and ast.dump(node, include_attributes=True)
            != ast.dump(whole.assigned(name), include_attributes=True)
        )
    ]
    assert differing == []


def test_assignments_are_read_through_chains_semicolons_and_annotations():
    outline = _outline(
        "import pytest\n\nslow = fast = pytest.mark.slow\nx = 1; unit = pytest.mark.unit\n"
        "level: int = 3\nlevel == 4\n\n\ndef f():\n    hidden = 1\n\n\n"
        "if True:\n    nested = 2\n\nslow = 'again'\n"
    )
    read = {name: outline.assignment(name) for name in ("fast", "unit", "level", "slow")}
    assert {name: ast.unparse(node) for name, node in read.items()} == {
        "fast": "pytest.mark.slow", "unit": "pytest.mark.unit", "level": "3",
        "slow": "'again'",
    }
    assert (outline.assignment("hidden"), outline.assignment("nested")) == (None, None)


def test_a_module_view_reads_an_assignment_without_parsing_the_module(tmp_path):
    module = tmp_path / "marks.py"
    module.write_text("import pytest\n\nunit = pytest.mark.unit\n\n\ndef f():\n    pass\n")
    view = project._parse(str(module))
    found = view.assigned("unit")
    assert (ast.unparse(found), view._tree) == ("pytest.mark.unit", None)


def test_a_name_the_module_does_not_define_is_not_found():
    outline = _outline("import os\n\nVALUE = 1\n\n\ndef helper():\n    return VALUE\n")
    assert outline.definition("VALUE") is None


def test_a_definition_in_a_docstring_is_not_a_definition():
    outline = _outline('"""Usage:\n\ndef helper():\n    pass\n"""\n\nhelper = None\n')
    assert outline.definition("helper") is None


def test_the_last_definition_of_a_name_wins_with_the_module_line_numbers():
    outline = _outline("def f():\n    return 1\n\n\ndef f():\n    return 2\n")
    found = outline.definition("f")
    assert (found.lineno, found.body[0].value.value) == (5, 2)


def test_a_definition_spelled_in_fullwidth_letters_is_found_by_the_name_python_reads():
    outline = _outline("def \uff48\uff45\uff4c\uff50():\n    return 1\n")
    found = outline.definition("help")
    assert (found.name, found.lineno) == ("help", 1)


def test_a_definition_keeps_its_decorators_and_a_signature_closed_at_column_0():
    outline = _outline("@fixture(\n    scope='session',\n)\ndef db(\n    x,\n):\n    yield x\n")
    found = outline.definition("db")
    assert (len(found.decorator_list), found.lineno) == (1, 4)


def test_decorator_arguments_at_column_0_make_the_definition_unsure():
    outline = _outline("@deprecated(\n    'old',\nsince='1.0',\n)\ndef old():\n    pass\n")
    assert outline.definition("old") is UNSURE


def test_imports_that_bind_a_name_two_ways_are_read_in_the_order_of_the_whole_tree():
    source = (
        "import sys\nif sys.platform == 'win32':\n    from ._win import Loop\n"
        "elif sys.platform == 'darwin':\n    from ._mac import Loop\n"
        "else:\n    from ._posix import Loop\n\n\ndef run():\n    from ._any import Loop\n"
    )
    found = ImportMap()
    found.add_all(_outline(source).import_statements())
    whole = _whole_imports(ast.parse(source), source.encode())
    assert found.names == whole.names


def test_an_import_continued_with_a_backslash_is_read_whole():
    outline = _outline("from shop.models \\\n    import Cart\n")
    found = ImportMap()
    found.add_all(outline.import_statements())
    assert found.names == {"Cart": "shop.models.Cart"}


@pytest.mark.parametrize(
    "source",
    [
        b"\xef\xbb\xbfdef f():\n    pass\n",
        b"# -*- coding: latin-1 -*-\ndef f():\n    pass\n",
        b"x = 1\n\x0cdef f():\n    pass\n",
        b"x = 1\rdef f():\r    pass\r",
    ],
    ids=["byte-order mark", "coding cookie", "form feed", "bare carriage returns"],
)
def test_a_text_that_does_not_read_plainly_has_no_outline(source):
    assert Outline.of(source) is None


def test_a_module_view_reads_one_definition_without_parsing_the_module(tmp_path):
    module = tmp_path / "helpers.py"
    module.write_text(
        "import os\n\n\ndef first():\n    return os.sep\n\n\nclass Second:\n    pass\n"
    )
    view = project._parse(str(module))
    found = view.top_level("Second")
    assert (type(found).__name__, view.imports.qualified("os"), view._tree) == (
        "ClassDef", "os", None
    )


def test_a_module_view_gives_the_same_node_for_a_name_after_its_tree_is_read(tmp_path):
    module = tmp_path / "helpers.py"
    module.write_text("def first():\n    return 1\n")
    view = project._parse(str(module))
    before = view.top_level("first")
    assert view.tree.body and view.top_level("first") is before


@pytest.mark.skipif(sys.version_info < (3, 12), reason="Python 3.12 f-strings; this is older")
def test_nested_quotes_of_python_3_12_f_strings_give_no_wrong_definition():
    source = 'x = f"{"a"}"\n\n\ndef f():\n    return f"{"\'\'\'"}"\n\n\ndef g():\n    pass\n'
    outline = _outline(source)
    expected = _top_level(ast.parse(source))
    read = {name: outline.definition(name) for name in expected}
    assert all(
        node is UNSURE or ast.dump(node) == ast.dump(expected[name]) for name, node in read.items()
    )
