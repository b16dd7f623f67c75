"""project.definition_kind: what a dotted name stands for, without keeping the
module parsed; and which modules stay parsed from one linted file to the next."""

import pytest

from flake8_testarch.project import modules as project

pytestmark = pytest.mark.unit


def _write(tmp_path, files):
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return str(tmp_path / "tests" / "test_x.py")


def test_a_class_re_exported_by_a_package_is_found_as_a_class(tmp_path):
    importer = _write(tmp_path, {
        "pyproject.toml": "",
        "shop/__init__.py": "from shop.models import Cart\n",
        "shop/models.py": (
            "class Cart:\n    pass\n\n\ndef total():\n    return 0\n\n\n"
            "def opened():\n    yield\n"
        ),
        "tests/test_x.py": "",
    })
    names = ("shop.Cart", "shop.models.total", "shop.models.opened")
    kinds = [project.definition_kind(name, importer) for name in names]
    assert kinds == ["class", "function", "generator"]


def test_names_imported_from_the_importers_own_package_are_found(tmp_path):
    importer = _write(tmp_path, {
        "pyproject.toml": "",
        "tests/__init__.py": "def hang_up(session):\n    assert session.quit()\n",
        "tests/helpers/__init__.py": "",
        "tests/helpers/waits.py": "def settle():\n    pass\n",
        "tests/test_x.py": "",
    })
    found = [
        project.find_definition(name, importer)
        for name in (".hang_up", ".helpers.waits.settle", "..nowhere")
    ]
    assert [(view.path, node.name) for view, node in found[:2]] == [
        (str(tmp_path / "tests" / "__init__.py"), "hang_up"),
        (str(tmp_path / "tests" / "helpers" / "waits.py"), "settle"),
    ]
    assert found[2] is None


def test_answering_leaves_the_module_out_of_the_parsed_module_cache(tmp_path):
    importer = _write(tmp_path, {
        "pyproject.toml": "",
        "registry_mod.py": "class Registry:\n    pass\n\n\nDEFAULT = Registry()\n",
        "tests/test_x.py": "",
    })
    kind = project.definition_kind("registry_mod.DEFAULT", importer)  # a value, not a definition
    assert (kind, str(tmp_path / "registry_mod.py") in project._KEPT) == (None, False)


def _two_projects(tmp_path):
    for name in ("one", "two"):
        _write(tmp_path / name, {"pyproject.toml": "", "helpers.py": "def f():\n    pass\n"})
    return str(tmp_path / "one" / "helpers.py"), str(tmp_path / "two" / "tests" / "test_x.py")


def test_a_module_read_for_a_project_stays_parsed_while_its_files_are_linted(tmp_path):
    helper, _other = _two_projects(tmp_path)
    project.linting(str(tmp_path / "one" / "tests" / "test_x.py"))
    first = project.read_module(helper)

    project.linting(str(tmp_path / "one" / "tests" / "test_y.py"))

    assert project.read_module(helper) is first


def test_modules_of_another_project_let_their_syntax_nodes_go_when_its_files_come(tmp_path):
    helper, other_project_file = _two_projects(tmp_path)
    project.linting(str(tmp_path / "one" / "tests" / "test_x.py"))
    view = project.read_module(helper)
    first_definition, first_imports = view.top_level("f"), view.imports

    project.linting(other_project_file)

    assert project.read_module(helper) is view
    assert view.imports is first_imports
    again = view.top_level("f")
    assert again is not first_definition
    assert again.name == "f"


def test_a_module_read_without_an_outline_is_dropped_when_another_projects_files_come(
    tmp_path,
):
    helper, other_project_file = _two_projects(tmp_path)
    with open(helper, "w") as handle:
        handle.write("def f():\n    pass\n\f\ndef g():\n    pass\n")  # a form feed
    project.linting(str(tmp_path / "one" / "tests" / "test_x.py"))
    project.read_module(helper)

    project.linting(other_project_file)

    assert helper not in project._KEPT


def test_a_module_changed_on_disk_is_read_again(tmp_path):
    helper, _other = _two_projects(tmp_path)
    first = project.read_module(helper)
    with open(helper, "a") as handle:
        handle.write("\n\ndef g():\n    pass\n")

    again = project.read_module(helper)

    assert again is not first
    assert again.top_level("g") is not None
