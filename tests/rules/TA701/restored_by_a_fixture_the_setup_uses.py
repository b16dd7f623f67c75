"""A fixtures.Fixture of the file whose own setup registers a cleanup that
puts the environment back restores it for every test whose setUp uses it
(`self.useFixture(EnvFixture())`). A fixture that restores nothing does not."""
import os

import fixtures
import testtools


class EnvFixture(fixtures.Fixture):
    def __init__(self, env=None):
        self.new_env = env or {}

    def _setUp(self):
        self.orig_env, os.environ = os.environ, self.new_env
        self.addCleanup(self.revert)

    def revert(self):
        os.environ = self.orig_env


class NoisyFixture(fixtures.Fixture):
    def _setUp(self):
        self.addCleanup(print, "done")


class ShellTest(testtools.TestCase):
    def setUp(self):
        super().setUp()
        self.useFixture(EnvFixture())

    def test_region_from_the_environment(self):
        os.environ["OS_REGION"] = "north"
        assert os.environ["OS_REGION"] == "north"


class LeakyShellTest(testtools.TestCase):
    def setUp(self):
        super().setUp()
        self.useFixture(NoisyFixture())

    def test_region_from_the_environment(self):
        os.environ["OS_REGION"] = "north"  # TA701
        assert os.environ["OS_REGION"] == "north"
