# Tests nested in a function that a decorator hands to other code: that
# code may write the function's source out as a test file of its own (a
# test of a test runner does), so what the nested tests are is its
# business, not this file's collection.
import inspect
import textwrap


class GeneratedModule:
    def __init__(self):
        self.sources = []

    def add_code(self, function):
        body = inspect.getsource(function).split("\n", 2)[2]
        self.sources.append(textwrap.dedent(body))
        return function


def test_generated_module_runs_its_tests(tmp_path, run_module):
    module = GeneratedModule()

    @module.add_code
    def source():
        def test_inside_the_generated_module():
            assert 1 + 1 == 2

    path = tmp_path / "test_generated.py"
    path.write_text("\n".join(module.sources))
    assert run_module(path).passed == 1


def test_helper_that_nobody_hands_on():
    def source():
        def test_lost():  # TA307
            assert 1 + 1 == 2

    assert source() is None


def test_helper_under_a_mark_only():
    import pytest

    @pytest.mark.slow
    def source():
        def test_lost_too():  # TA307
            assert 1 + 1 == 2

    assert source() is None
