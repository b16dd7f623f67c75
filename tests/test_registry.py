"""Rule discovery: every module of every rule family, read from the folders."""

import fnmatch
import pkgutil
from pathlib import Path

import pytest

from flake8_testarch.core import registry
from flake8_testarch import rules as rules_package

pytestmark = pytest.mark.unit


def test_folder_listing_finds_the_modules_pkgutil_finds():
    prefix = rules_package.__name__ + "."
    walked = [
        info.name
        for info in pkgutil.walk_packages(rules_package.__path__, prefix)
        if not info.ispkg
    ]

    assert sorted(registry._rule_module_names()) == sorted(walked)


def test_every_discovered_rule_module_holds_a_distinct_code():
    modules = [name for name in registry._rule_module_names() if registry.is_rule_module_name(name)]

    assert len({rule.code for rule in registry.all_rules()}) == len(modules)


def test_no_module_of_the_package_is_named_like_a_test_file():
    # pytest's default python_files, and the conftest name: a module named so
    # would be linted as a test by this very plugin, and collected by pytest.
    package = Path(rules_package.__file__).parent.parent
    misnamed = [
        path.relative_to(package).as_posix()
        for path in package.rglob("*.py")
        if fnmatch.fnmatch(path.name, "test_*.py")
        or fnmatch.fnmatch(path.name, "*_test.py")
        or path.name == "conftest.py"
    ]

    assert misnamed == []
