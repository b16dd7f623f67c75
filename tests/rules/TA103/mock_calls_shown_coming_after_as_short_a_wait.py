# A mock found not called after a sleep, then shown called after a later
# sleep no longer than it: the test showed that such a wait is enough for
# the call to come, so the earlier absence is the outcome, not slowness.
import time
from unittest import mock

from shop import supervisor


def test_stop_comes_only_when_the_iterator_goes():
    worker = mock.Mock(is_done=True)
    watcher = supervisor.watch(worker)
    time.sleep(0.02)
    worker.stop.assert_not_called()

    del watcher
    time.sleep(0.02)
    worker.stop.assert_called_once()


def test_stop_checked_after_a_longer_wait():
    worker = mock.Mock(is_done=True)
    watcher = supervisor.watch(worker)
    time.sleep(0.02)  # TA103
    worker.stop.assert_not_called()

    del watcher
    time.sleep(1)
    worker.stop.assert_called_once()


def test_never_shown_called():
    worker = mock.Mock(is_done=True)
    supervisor.watch(worker)
    time.sleep(0.02)  # TA103
    worker.stop.assert_not_called()
