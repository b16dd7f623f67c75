# A restore function registered by decorating it with the registration
# method itself: `@request.addfinalizer` or `@self.addCleanup` runs the
# function after the test just as `request.addfinalizer(restore)` does.
import contextlib
import os
import unittest

import pytest


@pytest.fixture
def report_url(request):
    os.environ["REPORT_URL"] = "http://reports.invalid/"

    @request.addfinalizer
    def forget_report_url():
        del os.environ["REPORT_URL"]

    return os.environ["REPORT_URL"]


@pytest.fixture
def quiet_mode(request):
    @request.addfinalizer
    def leave_quiet_mode():
        os.environ.pop("QUIET", None)

    os.environ["QUIET"] = "1"


@pytest.fixture
def finalizer_for_another_variable(request):
    @request.addfinalizer
    def forget_colour():
        os.environ.pop("COLOUR", None)

    os.environ["PAGER"] = "cat"  # TA701


def test_uses_a_stack_callback():
    with contextlib.ExitStack() as stack:
        os.environ["EDITOR"] = "true"

        @stack.callback
        def forget_editor():
            os.environ.pop("EDITOR", None)

        assert os.environ["EDITOR"] == "true"


class ProfileTest(unittest.TestCase):
    def test_profile_name(self):
        os.environ["PROFILE"] = "ci"

        @self.addCleanup
        def forget_profile():
            os.environ.pop("PROFILE", None)

        self.assertEqual(os.environ["PROFILE"], "ci")

    def test_decorated_but_never_registered(self):
        def register_later(function):
            return function

        os.environ["PROFILE"] = "ci"  # TA701

        @register_later
        def forget_profile():
            return os.environ.get("PROFILE")

        self.assertEqual(os.environ["PROFILE"], "ci")
