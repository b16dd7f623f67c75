# filename: tests/integration/test_threads.py
# A test whose requests are replayed from a cassette checks them against
# the recording: a request it did not record fails it. The cassette may be
# opened by a base class's autouse fixture in another file, a fixture the
# test asks for, the test's decorator or its own `with`, or the `vcr` mark.
import pytest
import vcr

from forum import Thread
from tests.integration import LoggedTest, RecordedTest


class TestThreadModeration(RecordedTest):
    def test_lock(self, client):
        Thread(client, "t1").lock()


class TestThreadLogging(LoggedTest):
    def test_lock(self, client):  # TA301
        Thread(client, "t1").lock()


def test_pin(recorded_session):
    Thread(recorded_session, "t1").pin()


@vcr.use_cassette("unpin.yaml")
def test_unpin(client):
    Thread(client, "t1").unpin()


@pytest.mark.vcr
def test_archive(client):
    Thread(client, "t1").archive()


def test_delete(client):
    with vcr.use_cassette("delete.yaml"):
        Thread(client, "t1").delete()


def test_restore(client):  # TA301
    Thread(client, "t1").restore()


def test_rename(client, tmp_path):  # TA301
    # A cassette in a new temporary folder records afresh: nothing replays.
    with vcr.use_cassette(str(tmp_path / "rename.yaml")):
        Thread(client, "t1").rename("t2")


@vcr.use_cassette("move.yaml", record_mode="all")
def test_move(client):  # TA301
    Thread(client, "t1").move("b")


def test_empty_cassette(client):  # TA301
    with vcr.use_cassette("empty.yaml"):
        pass


def test_hide(maybe_recorded):  # TA301
    Thread(maybe_recorded, "t1").hide()
