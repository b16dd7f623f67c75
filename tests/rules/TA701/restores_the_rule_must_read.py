import functools
import os
import subprocess
import unittest

import pytest


def keeps_environment(test):
    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        saved = dict(os.environ)
        try:
            return test(*args, **kwargs)
        finally:
            os.environ.clear()
            os.environ.update(saved)
    return wrapper


def forgets_environment(test):
    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return test(*args, **kwargs)
    return wrapper


@keeps_environment
def test_decorator_puts_the_environment_back():
    os.environ["APP_MODE"] = "test"
    assert os.environ["APP_MODE"] == "test"


@forgets_environment
def test_decorator_that_restores_nothing():
    os.environ["APP_MODE"] = "test"  # TA701
    assert os.environ["APP_MODE"] == "test"


def test_delete_of_a_missing_variable_raises():
    with pytest.raises(KeyError):
        del os.environ["SURELY_NOT_SET_ANYWHERE"]


class DeleteTest(unittest.TestCase):
    def test_delete_of_a_missing_variable_raises(self):
        with self.assertRaises(KeyError):
            del os.environ["SURELY_NOT_SET_ANYWHERE"]

    def test_change_before_the_raising_statement_stays(self):
        with self.assertRaises(KeyError):
            os.environ["APP_MODE"] = "test"  # TA701
            del os.environ["SURELY_NOT_SET_ANYWHERE"]


def _child_setup():
    os.environ["CHILD_ONLY"] = "1"


def test_preexec_function_runs_in_the_child():
    subprocess.run(["true"], preexec_fn=_child_setup, check=True)


def test_preexec_lambda_runs_in_the_child():
    subprocess.run(["true"], preexec_fn=lambda: os.environ.update(CHILD_ONLY="1"), check=True)


def test_a_second_write_is_the_next_step_not_a_restore():
    # Reported once, as changed without restore: the second write is the
    # test's next step, not a restore, and the one fix covers both.
    os.environ["APP_MODE"] = "first"  # TA701
    assert os.environ["APP_MODE"] == "first"
    os.environ["APP_MODE"] = "second"
    assert os.environ["APP_MODE"] == "second"


class ConfigFromEnvironment(unittest.TestCase):
    # The reset helper is the restore: the class calls it in a `finally`.
    def reset_environment(self):
        if "SHOP_HOST" in os.environ:
            del os.environ["SHOP_HOST"]

    def test_host_from_environment(self):
        try:
            os.environ["SHOP_HOST"] = "shop.example"
            assert load_config().host == "shop.example"
        finally:
            self.reset_environment()

    def test_port_left_behind(self):
        try:
            os.environ["SHOP_PORT"] = "8080"  # TA701
            assert load_config().port == 8080
        finally:
            self.reset_environment()


class EnvironmentEditor:
    # Its writes are put back: the fixture below calls `undo` after its yield.
    def __init__(self):
        self.touched = []

    def put(self, key, value):
        self.touched.append(key)
        os.environ[key] = value

    def undo(self):
        for key in self.touched:
            os.environ.pop(key, None)


@pytest.fixture
def edited_environment():
    editor = EnvironmentEditor()
    yield editor
    editor.undo()


def test_editor_from_the_fixture(edited_environment):
    edited_environment.put("SHOP_REGION", "eu")
    assert load_config().region == "eu"


class ForgetfulEditor:
    # Teardown only asks for a summary; nothing calls `undo`.
    def put(self, key, value):
        os.environ[key] = value  # TA701

    def undo(self, key):
        os.environ.pop(key, None)

    def summary(self):
        return "edited"


@pytest.fixture
def forgetful_environment():
    editor = ForgetfulEditor()
    yield editor
    editor.summary()
