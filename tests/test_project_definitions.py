"""project.definition_kind: what a dotted name stands for, without keeping the module parsed."""

import pytest

from flake8_testarch import project

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


def test_answering_leaves_the_module_out_of_the_parsed_module_cache(tmp_path):
    importer = _write(tmp_path, {
        "pyproject.toml": "",
        "registry_mod.py": "class Registry:\n    pass\n\n\nDEFAULT = Registry()\n",
        "tests/test_x.py": "",
    })
    before = project._parsed.cache_info().currsize
    kind = project.definition_kind("registry_mod.DEFAULT", importer)  # a value, not a definition
    assert (kind, project._parsed.cache_info().currsize) == (None, before)
