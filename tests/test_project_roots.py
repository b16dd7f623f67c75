"""The project service: where a project is, which folders hold its packages, and
which folders a module is looked up in (project/roots.py, project/files.py)."""

from __future__ import annotations

import sys

import pytest

from flake8_testarch.project import files, modules, reexports, roots
from tests.flake8_runner import write_files

pytestmark = pytest.mark.unit

PACKAGE = {"lib/shop/__init__.py": "", "lib/shop/testing.py": "def check():\n    assert 1\n"}
DECLARATIONS = {
    "setuptools package-dir": {"pyproject.toml": '[tool.setuptools]\npackage-dir = {"" = "lib"}\n'},
    "setuptools package-dir per package": {
        "pyproject.toml": '[tool.setuptools.package-dir]\nshop = "lib/shop"\n'
    },
    "setuptools packages.find": {
        "pyproject.toml": '[tool.setuptools.packages.find]\nwhere = ["lib"]\n'
    },
    "setup.cfg package_dir": {"setup.cfg": "[options]\npackage_dir =\n    = lib\n"},
    "setup.cfg packages.find": {"setup.cfg": "[options.packages.find]\nwhere = lib\n"},
    "hatch wheel packages": {
        "pyproject.toml": '[tool.hatch.build.targets.wheel]\npackages = ["lib/shop"]\n'
    },
    "poetry packages": {
        "pyproject.toml": '[tool.poetry]\npackages = [{include = "shop", from = "lib"}]\n'
    },
    "pdm package-dir": {"pyproject.toml": '[tool.pdm.build]\npackage-dir = "lib"\n'},
    "maturin python-source": {
        "pyproject.toml": '[tool.maturin]\npython-source = "lib"\nmodule-name = "shop._core"\n'
    },
    "setup.py package_dir": {
        "setup.py": 'from setuptools import setup\nsetup(name="shop", package_dir={"": "lib"})\n'
    },
    "setup.py find_packages": {
        "setup.py": "from setuptools import find_packages, setup\n"
        'setup(name="shop", packages=find_packages("lib"))\n'
    },
}


@pytest.mark.parametrize("declaration", sorted(DECLARATIONS))
def test_declared_package_folder_holds_the_projects_modules(declaration, tmp_path):
    write_files(tmp_path, {**DECLARATIONS[declaration], **PACKAGE})

    found = modules.find_module("shop.testing", str(tmp_path / "tests" / "test_shop.py"))

    assert found == str(tmp_path / "lib" / "shop" / "testing.py")


def test_setup_py_is_read_never_run(tmp_path):
    ran = tmp_path / "setup-py-ran"
    write_files(tmp_path, {
        "setup.py": f"open({str(ran)!r}, 'w').close()\n"
        "from setuptools import setup\nsetup(package_dir={'': 'lib'})\n",
        **PACKAGE,
    })

    found = roots.project_for(str(tmp_path), is_root=True).package_roots

    assert (found, ran.exists()) == ((str(tmp_path), str(tmp_path / "lib")), False)


@pytest.mark.parametrize("marker", roots.ROOT_MARKERS)
def test_every_marker_makes_a_project_root(marker, tmp_path):
    (tmp_path / marker).write_text("")
    write_files(tmp_path, {"tests/unit/test_a.py": ""})

    assert roots.root_of(str(tmp_path / "tests" / "unit" / "test_a.py")) == str(tmp_path)


def test_lookup_ignores_what_the_process_put_on_sys_path(tmp_path, monkeypatch):
    write_files(tmp_path, {
        "project/pyproject.toml": "",
        "project/tests/test_a.py": "",
        "elsewhere/stray_module_for_lookup.py": "",
    })
    monkeypatch.syspath_prepend(str(tmp_path / "elsewhere"))
    monkeypatch.chdir(tmp_path / "elsewhere")
    importer = str(tmp_path / "project" / "tests" / "test_a.py")

    found = modules.find_module("stray_module_for_lookup", importer)

    assert (found, str(tmp_path / "elsewhere") in roots.environment_folders()) == (None, False)


def test_the_environment_is_searched_after_the_project(tmp_path):
    write_files(tmp_path, {"pyproject.toml": "", "tests/test_a.py": "", "json/__init__.py": ""})
    importer = str(tmp_path / "tests" / "test_a.py")

    folders = roots.project_for(importer).search_folders(importer)

    assert (
        modules.find_module("json", importer),
        modules.find_module("unittest.mock", importer).endswith("unittest/mock.py"),
        folders.index(str(tmp_path)) < folders.index(roots.environment_folders()[0]),
    ) == (str(tmp_path / "json" / "__init__.py"), True, True)


def test_the_walk_skips_environments_builds_and_hidden_folders(tmp_path):
    write_files(tmp_path, {
        name: "" for name in (
            "a.py", "pkg/b.py", ".venv/lib/c.py", "venv/d.py", "build/e.py", ".git/f.py",
            "pkg/__pycache__/g.py", "shop.egg-info/h.py", "node_modules/i.py", "docs/j.py",
        )
    })

    found = [entry.path for entry in files.python_files(str(tmp_path))]
    pruned = [
        entry.path for entry in files.python_files(str(tmp_path), lambda _p, name: name != "docs")
    ]

    assert (found, pruned) == (
        [str(tmp_path / name) for name in ("a.py", "docs/j.py", "pkg/b.py")],
        [str(tmp_path / name) for name in ("a.py", "pkg/b.py")],
    )


def test_project_facts_are_kept_per_root(tmp_path):
    write_files(tmp_path, {"pyproject.toml": "", "tests/test_a.py": "", "tests/test_b.py": ""})

    first = roots.project_for(str(tmp_path / "tests" / "test_a.py"))
    second = roots.project_for(str(tmp_path / "tests" / "test_b.py"))

    assert (first is second, first.root) == (True, str(tmp_path))


def test_reexported_module_is_followed_to_where_it_comes_from(tmp_path):
    write_files(tmp_path, {
        "pyproject.toml": "",
        "src/shop/__init__.py": "",
        "src/shop/testing.py": "from unittest import mock\n",
        "tests/test_a.py": "",
    })
    importer = str(tmp_path / "tests" / "test_a.py")

    assert reexports.reexport_chain("shop.testing.mock.MagicMock", importer) == [
        "shop.testing.mock.MagicMock", "unittest.mock.MagicMock"
    ]


def test_this_interpreters_standard_library_is_in_the_environment():
    assert any(
        folder.startswith(sys.base_prefix) or folder.startswith(sys.prefix)
        for folder in roots.environment_folders()
    )


def test_a_package_named_like_a_build_folder_is_the_projects(tmp_path):
    write_files(tmp_path, {
        "pyproject.toml": '[project]\nname = "build"\n',
        "src/build/__init__.py": "",
        "src/build/env.py": "",
        "build/lib/build/env.py": "",
    })
    root = str(tmp_path)

    assert (
        roots.in_project(str(tmp_path / "src/build/env.py"), root),
        roots.in_project(str(tmp_path / "build/lib/build/env.py"), root),
    ) == (True, False)


DEVELOPMENT_DECLARATIONS = {
    "requirements file at the root": {"test-requirements.txt": "# tools\npytest\nWheel_Kit>=1\n"},
    "requirements folder": {"requirements/dev.txt": "-r base.txt\nwheel-kit==2\n"},
    "optional dependencies": {
        "pyproject.toml": '[project]\nname = "shop"\n[project.optional-dependencies]\n'
        'test = ["wheel.kit[extra]; python_version > \'3.8\'"]\n'
    },
    "dependency groups": {
        "pyproject.toml": '[project]\nname = "shop"\n[dependency-groups]\ndev = ["wheel-kit"]\n'
    },
    "setup.cfg extras": {
        "setup.cfg": "[metadata]\nname = shop\n[options.extras_require]\ntest =\n    wheel_kit\n"
    },
}


@pytest.mark.parametrize("declaration", sorted(DEVELOPMENT_DECLARATIONS))
def test_development_dependencies_are_read_from_each_declaration(declaration, tmp_path):
    write_files(tmp_path, {"setup.py": "", **DEVELOPMENT_DECLARATIONS[declaration]})

    project = roots.project_for(str(tmp_path), is_root=True)

    assert "wheel-kit" in project.development_dependencies
    assert "wheel-kit" not in project.dependencies


def test_a_file_that_is_no_requirements_file_declares_nothing(tmp_path):
    write_files(tmp_path, {"setup.py": "", "notes.txt": "wheel-kit\n"})

    assert roots.project_for(str(tmp_path), is_root=True).development_dependencies == frozenset()
