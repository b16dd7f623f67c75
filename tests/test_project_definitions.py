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
    return str(tmp_path / "one" / "helpers.py"), str(tmp_path / "two" / "helpers.py")


def test_a_module_stays_parsed_while_files_of_another_project_are_read(tmp_path):
    one, two = _two_projects(tmp_path)
    first = project.read_module(one)

    project.read_module(two)

    assert project.read_module(one) is first


def test_a_module_changed_on_disk_is_read_again(tmp_path):
    one, _two = _two_projects(tmp_path)
    first = project.read_module(one)
    with open(one, "a") as handle:
        handle.write("\n\ndef g():\n    pass\n")

    again = project.read_module(one)

    assert again is not first
    assert again.top_level("g") is not None


def test_past_the_limit_the_module_used_longest_ago_is_dropped(tmp_path, monkeypatch):
    monkeypatch.setattr(project, "_KEPT", {})
    monkeypatch.setattr(project, "_KEPT_LIMIT", 2)
    paths = []
    for name in ("a", "b", "c"):
        path = tmp_path / f"{name}.py"
        path.write_text("x = 1\n")
        paths.append(str(path))
    project.read_module(paths[0])
    project.read_module(paths[1])
    project.read_module(paths[0])  # used again: b is now the oldest

    project.read_module(paths[2])

    assert sorted(project._KEPT) == sorted([paths[0], paths[2]])
