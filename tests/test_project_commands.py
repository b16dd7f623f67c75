"""The programs that run a project's code, read from each kind of
packaging configuration."""
from flake8_testarch.project.commands import declared_commands, hosts_of


def test_pyproject_scripts_and_entry_point_hosts(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "shop"\n[project.scripts]\nshopctl = "shop.cli:main"\n'
        '[project.entry-points."flake8.extension"]\nSHP = "shop.lint:Checker"\n'
        '[tool.poetry.scripts]\nshop-admin = "shop.admin:main"\n'
    )
    assert declared_commands(str(tmp_path)) >= {"shopctl", "flake8", "shop-admin"}


def test_setup_cfg_entry_points(tmp_path):
    (tmp_path / "setup.cfg").write_text(
        "[options.entry_points]\nconsole_scripts =\n    shopctl = shop.cli:main\n"
        "pytest11 =\n    shop = shop.plugin\n"
    )
    assert declared_commands(str(tmp_path)) >= {"shopctl", "pytest"}


def test_setup_py_literal(tmp_path):
    (tmp_path / "setup.py").write_text(
        "from setuptools import setup\n"
        "setup(entry_points={'console_scripts': ['shopctl = shop.cli:main'],"
        " 'gui_scripts': ['shopgui=shop.gui:main']})\n"
    )
    assert declared_commands(str(tmp_path)) == {"shopctl", "shopgui"}


def test_no_packaging_configuration(tmp_path):
    assert declared_commands(str(tmp_path)) == frozenset()


def test_hosts_of_a_versioned_group():
    assert "pytest" in hosts_of("pytest11")
    assert "flake8" in hosts_of("flake8.extension")
