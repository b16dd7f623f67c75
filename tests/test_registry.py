"""Rule discovery: every module of every rule family, read from the folders."""

import pkgutil

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
