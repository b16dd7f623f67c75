"""A unittest-style class reaches pytest's fixtures only through an autouse
fixture that hands them over; handing over arranges nothing, unless the
fixture handed over is the project's own and arranges: then a base class
that hands it to the tests of its subclasses hides it (in a test class of
its own it is the class's setUp, TA501's)."""
import unittest

import pytest


@pytest.fixture
def seeded_database(database):
    database.insert("alice")
    yield database


class LogTests(unittest.TestCase):
    @pytest.fixture(autouse=True)
    def _inject(self, caplog, tmp_path):
        self._caplog = caplog
        self.tmp = tmp_path

    def test_warns(self):
        warn_once()
        self.assertIn("once", self._caplog.text)


class DatabaseTests(unittest.TestCase):
    @pytest.fixture(autouse=True)
    def _inject(self, seeded_database):
        self.db = seeded_database

    def test_alice_is_there(self):
        self.assertTrue(self.db.has("alice"))


class SeededDatabaseMixin:
    @pytest.fixture(autouse=True)
    def _inject(self, seeded_database):  # TA502
        self.db = seeded_database

    def test_alice_is_there(self):
        self.assertTrue(self.db.has("alice"))


class SeededDatabaseTests(SeededDatabaseMixin, unittest.TestCase):
    pass


class HandsOverAndArranges(unittest.TestCase):
    # The server it starts is read by every test through self: a setUp in
    # pytest's dress, TA501's to report.
    @pytest.fixture(autouse=True)
    def _inject(self, capsys):
        self.capsys = capsys
        self.server = start_server()

    def test_prints(self):
        self.server.ping()
        self.assertIn("pong", self.capsys.readouterr().out)
