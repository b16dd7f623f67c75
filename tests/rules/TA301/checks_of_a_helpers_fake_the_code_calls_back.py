"""A helper of the tests that builds a fake of a support module whose
methods check, and hands it to the code under test, checks through it: the
code calls those methods back. A fake whose methods check nothing does not."""
from .infrastructure import read_spec, replay_spec


def test_history_moves_up():
    read_spec([("up", "print('hello')")])


def test_history_replayed():  # TA301
    replay_spec([("up", "print('hello')")])
