"""The semantic model: what a name stands for where it is written.

In-process and fast: each test parses a short module and asks the model about
one name in it, found by the line and column it is written at.
"""

from __future__ import annotations

import ast
import textwrap

import pytest

from flake8_testarch.semantic.model import SemanticModel

pytestmark = pytest.mark.unit


def _model(source: str, expressions_bind: bool = True) -> tuple[SemanticModel, ast.Module]:
    tree = ast.parse(textwrap.dedent(source))
    return SemanticModel(tree, expressions_bind), tree


def _call_on_line(tree: ast.Module, line: int) -> ast.Call:
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and node.lineno == line]
    return min(calls, key=lambda call: call.col_offset)


def _resolved_call(source: str, line: int) -> str | None:
    """What the first call on a line calls, asked of a model that reads every
    expression and of one that reads them only when needed: both must agree."""
    answers = set()
    for expressions_bind in (True, False):
        model, tree = _model(source, expressions_bind)
        answers.add(model.resolve(_call_on_line(tree, line).func))
    assert len(answers) == 1, answers
    return answers.pop()


def test_function_local_import_alias_stays_in_its_function():
    source = """\
        def pause(seconds):
            return seconds

        def helper():
            from time import sleep as pause
            pause(1)

        def test_uses_its_own_pause():
            pause(3)
        """
    assert _resolved_call(source, 6) == "time.sleep"
    assert _resolved_call(source, 9) is None


def test_helper_below_the_test_does_not_change_the_answer():
    source = """\
        def test_uses_module_pause():
            pause(3)

        def helper():
            from time import sleep as pause
            pause(1)

        def pause(seconds):
            return seconds
        """
    assert _resolved_call(source, 2) is None


def test_local_binding_shadows_module_import():
    source = """\
        import time

        def test_with_a_fake():
            time = FakeClock()
            time.sleep(5)
        """
    assert _resolved_call(source, 5) is None


def test_parameter_shadows_module_import():
    source = """\
        from time import sleep

        def test_takes_a_fixture(sleep):
            sleep(5)
        """
    assert _resolved_call(source, 4) is None


def test_alias_of_an_imported_function_resolves_through_it():
    source = """\
        import time

        def test_waits():
            pause = time.sleep
            pause(2)
        """
    assert _resolved_call(source, 5) == "time.sleep"


def test_rebinding_from_the_old_value_reads_the_old_value():
    source = """\
        import time

        time = time.time

        def test_wall_clock():
            time()
        """
    assert _resolved_call(source, 6) == "time.time"


@pytest.mark.parametrize(
    ("binding", "expected"),
    [
        ('gevent = pytest.importorskip("gevent")', "gevent.sleep"),
        ('gevent = importlib.import_module("gevent")', "gevent.sleep"),
        ('gevent = __import__("gevent")', "gevent.sleep"),
    ],
)
def test_module_bound_by_an_importing_call(binding, expected):
    source = f"""\
        import importlib
        import pytest

        {binding}

        def test_yields():
            gevent.sleep(1)
        """
    assert _resolved_call(source, 7) == expected


def test_importing_call_that_is_not_the_real_one_binds_nothing():
    source = """\
        def importorskip(name):
            return name

        gevent = importorskip("gevent")

        def test_yields():
            gevent.sleep(1)
        """
    assert _resolved_call(source, 7) is None


def test_class_alias_resolves_to_the_class():
    source = """\
        import unittest

        TestCase = unittest.TestCase

        class TestOrders(TestCase):
            pass
        """
    model, tree = _model(source)
    cls = tree.body[-1]
    assert model.resolve(cls.bases[0]) == "unittest.TestCase"


def test_fallback_none_after_failed_import_does_not_hide_the_import():
    source = """\
        try:
            import trio
        except ImportError:
            trio = None

        def test_naps():
            trio.sleep(1)
        """
    assert _resolved_call(source, 7) == "trio.sleep"


def test_fallback_import_after_failed_import_does_not_hide_the_import():
    source = """\
        try:
            from twisted.trial.unittest import TestCase
        except ImportError:
            from unittest import TestCase

        class Replies(TestCase):
            pass
        """
    model, tree = _model(source)
    cls = next(node for node in tree.body if isinstance(node, ast.ClassDef))
    assert model.resolve(cls.bases[0]) == "twisted.trial.unittest.TestCase"


def test_import_in_a_handler_of_other_errors_still_binds():
    source = """\
        try:
            from fast import loads
        except ValueError:
            from json import loads

        def test_reads():
            loads("1")
        """
    assert _resolved_call(source, 7) == "json.loads"


def test_class_body_names_are_not_seen_from_methods():
    source = """\
        import time

        class TestClock:
            time = None

            def test_reads(self):
                time.sleep(1)
        """
    assert _resolved_call(source, 7) == "time.sleep"


def test_global_declaration_reads_the_module_binding():
    source = """\
        import time

        def test_declares():
            global time
            time.sleep(1)
        """
    assert _resolved_call(source, 5) == "time.sleep"


def test_comprehension_variable_shadows_inside_the_comprehension_only():
    source = """\
        import time

        def test_many(clocks):
            [time.sleep(1) for time in clocks]
            time.sleep(2)
        """
    assert _resolved_call(source, 4) is None
    assert _resolved_call(source, 5) == "time.sleep"


def test_lambda_parameter_shadows_inside_the_lambda():
    source = """\
        from time import sleep

        def test_callbacks(run):
            run(lambda sleep: sleep(1))
            sleep(2)
        """
    for expressions_bind in (True, False):
        model, tree = _model(source, expressions_bind)
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and n.lineno == 4]
        inner = next(c for c in calls if isinstance(c.func, ast.Name) and c.func.id == "sleep")
        assert model.resolve(inner.func) is None
    assert _resolved_call(source, 5) == "time.sleep"


def test_decorator_is_read_in_the_scope_around_the_function():
    source = """\
        import pytest

        def test_outer():
            pytest = None

            @pytest.fixture
            def inner():
                return 1
        """
    model, tree = _model(source)
    inner = tree.body[1].body[1]
    assert model.resolve(inner.decorator_list[0]) is None


def test_bound_method_alias_gives_the_method_it_stands_for():
    source = """\
        import unittest

        class TestTotals(unittest.TestCase):
            def test_sum(self):
                eq = self.assertEqual
                eq(1 + 1, 2)
        """
    model, tree = _model(source)
    call = _call_on_line(tree, 6)
    callee = model.callee(call.func)
    assert ast.unparse(callee) == "self.assertEqual"


def test_callee_of_a_plain_call_is_itself():
    model, tree = _model("def test_a():\n    check(1)\n")
    call = _call_on_line(tree, 2)
    assert model.callee(call.func) is call.func


def test_walrus_binds_in_the_enclosing_function():
    source = """\
        import time

        def test_reads(clock):
            if (time := clock()) is not None:
                time.sleep(1)
        """
    model, tree = _model(source, expressions_bind=True)
    assert model.resolve(_call_on_line(tree, 5).func) is None


def test_star_imports_are_listed():
    model, _tree = _model("from os.path import *\nfrom .helpers import *\n")
    assert model.star_modules == ["os.path", ".helpers"]


def test_relative_import_keeps_its_dots():
    source = """\
        from . import helpers

        def test_calls():
            helpers.check(1)
        """
    assert _resolved_call(source, 4) == ".helpers.check"


def test_closing_the_model_lets_go_of_the_scopes():
    model, tree = _model("def test_a():\n    def inner():\n        pass\n")
    model.resolve(tree.body[0].body[0])
    model.close()
    assert model.module.parent is None
    assert model.bindings("x", tree) == []


def test_star_imported_name_resolves_through_the_module_that_binds_it(tmp_path):
    from flake8_testarch.project.modules import star_imported_name

    (tmp_path / "pyproject.toml").write_text('[project]\nname = "shop"\n')
    (tmp_path / "shop").mkdir()
    (tmp_path / "shop" / "__init__.py").write_text("")
    (tmp_path / "shop" / "clock.py").write_text("from time import time\n\ndef tick():\n    pass\n")
    test_file = tmp_path / "test_clock.py"
    source = textwrap.dedent(
        """\
        from shop.clock import *

        def test_now():
            time()
            tick()
            print()
        """
    )
    test_file.write_text(source)
    tree = ast.parse(source)
    model = SemanticModel(
        tree, star_names=lambda module, name: star_imported_name(module, name, str(test_file))
    )
    assert model.resolve(_call_on_line(tree, 4).func) == "time.time"
    assert model.resolve(_call_on_line(tree, 5).func) == "shop.clock.tick"
    assert model.resolve(_call_on_line(tree, 6).func) is None


def test_star_imported_name_of_a_module_outside_the_project_stays_unresolved(tmp_path):
    from flake8_testarch.project.modules import star_imported_name

    (tmp_path / "pyproject.toml").write_text('[project]\nname = "shop"\n')
    test_file = tmp_path / "test_paths.py"
    test_file.write_text("from os.path import *\n")
    assert star_imported_name("os.path", "join", str(test_file)) is None
