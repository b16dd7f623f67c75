import pytest


def test_calls_it():
    def test_value():
        return 1

    assert test_value() == 1


def test_passes_it_on(runner):
    def test_callback(event):
        assert event

    runner.run(test_callback)


def make_test(expected):
    def test(self):
        assert self.value == expected

    return test


class TestGenerated:
    value = 1
    test_one = make_test(1)


def test_registered_by_a_decorator(app):
    @app.route("/")
    def test_view():
        return "ok"

    assert app.get("/") == "ok"


def describe_cart():
    def test_starts_empty():
        assert True

    def describe_adding():
        def test_counts():
            assert True


def build_suite():
    def test_a():
        assert True

    return locals()


def test_class_inside_function():
    class Local:
        def test_method(self):
            return 1

    assert Local().test_method() == 1


def test_helper_named_otherwise():
    def check(value):
        assert value

    check(1)


def test_global_binding():
    global test_exported

    def test_exported():
        assert True
