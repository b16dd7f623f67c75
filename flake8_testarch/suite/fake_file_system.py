"""Whether a test runs on pyfakefs' fake file system: it requests one of the
plugin's fixtures (``fs``) that no fixture module of the file defines, or
its class calls ``setUpPyfakefs()``. There ``os``, ``open`` and ``pathlib``
reach the fake: ``os.chdir`` moves the fake working directory, which is
thrown away after the test."""

from __future__ import annotations

import ast

from flake8_testarch.project.modules import ModuleView
from flake8_testarch.suite.fixtures import defined_fixtures, fixture_modules

PLUGIN_FIXTURES = frozenset({"fs", "fs_class", "fs_module", "fs_session"})
_SETUP_CALLS = frozenset({"setUpPyfakefs", "setUpClassPyfakefs"})


def on_a_fake_file_system(test: ast.AST, cls: ast.ClassDef | None, module: ModuleView) -> bool:
    arguments = test.args
    requested = {
        argument.arg for argument in (*arguments.args, *arguments.kwonlyargs)
    } & PLUGIN_FIXTURES
    if requested and not any(
        fixture.name in requested
        for source in fixture_modules(module)
        for fixture in defined_fixtures(source)
    ):
        return True
    return cls is not None and any(
        type(node) is ast.Call and type(node.func) is ast.Attribute
        and node.func.attr in _SETUP_CALLS
        for node in ast.walk(cls)
    )
