# Names that say getting through is the check: what is swallowed, what is
# a no-op, and what ends (the failure being a hang no assert can show).
from unittest import mock

from shop import monitor, telemetry, worker


def test_remove_and_stop_are_noops_without_a_monitor():
    monitor.remove()
    monitor.stop()


def test_a_backend_that_raises_is_swallowed():
    telemetry.record(mock.Mock(side_effect=RuntimeError))


def test_join_returns_when_nothing_is_queued():
    worker.Queue().join()


def test_clean_loop_exits_when_idle():
    worker.clean_loop(idle_seconds=0)


def test_broken_pipe_stops_the_loop():
    worker.serve(mock.Mock(side_effect=BrokenPipeError))


def test_parse_returns_the_total():  # TA301
    worker.parse("1+2")


def test_errors_are_reported():  # TA301
    telemetry.record(mock.Mock(side_effect=RuntimeError))
