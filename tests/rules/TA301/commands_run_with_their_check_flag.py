# A command run in the process with its `--check` flag raises when the
# check fails (`call_command("makemigrations", "--check")`): that is the
# test's check, and a test that runs that test runs it too.
import subprocess
import unittest

from django.core.management import call_command


class MigrationTests(unittest.TestCase):
    def test_models_match_migrations(self):
        call_command("makemigrations", "shop", "--check", "--dry-run")

    def test_models_match_migrations_with_big_ids(self):
        self.test_models_match_migrations()

    def test_formatting_run_without_a_check(self):  # TA301
        subprocess.run(["black", "--check", "."])

    def test_migrations_listed(self):  # TA301
        call_command("showmigrations", "shop")
