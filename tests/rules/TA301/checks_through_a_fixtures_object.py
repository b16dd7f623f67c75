# A test that calls methods of the object a fixture gives it (returned or
# yielded, from the test file or a conftest) checks what those methods
# check; a method that only returns a value checks nothing.
import pytest


class Recorder:
    def replay(self, expected):
        assert self.events == expected

    def record(self, event):
        self.events.append(event)


@pytest.fixture
def recorder():
    return Recorder()


def test_replaying_what_was_recorded(recorder):
    recorder.record("start")
    recorder.replay(["start"])


def test_a_statement_is_accepted(strict_grammar):
    strict_grammar.accepts("x = 1;")


def test_tokens_are_read(strict_grammar):  # TA301
    strict_grammar.tokens("x = 1;")


def test_recording_alone(recorder):  # TA301
    recorder.record("start")
