"""An absence whose assertion message says something has finished ("the
profiler should have stopped") is the outcome the sleep waits for: a slow
machine leaves the thing running and fails the test. A message that says
something must not have happened, or no message, is still an absence."""
import time

from shop.profiling import current_profile_id, start_profiling, stop_profiling


def test_the_profiler_stops():
    start_profiling()
    stop_profiling()
    time.sleep(0.3)
    assert current_profile_id() is None, "profiler should have stopped"


def test_the_session_expires(session):
    session.touch()
    time.sleep(1)
    assert session.token is None, "the session must be expired by now"


def test_the_profiler_never_restarts():
    stop_profiling()
    time.sleep(0.3)  # TA103
    assert current_profile_id() is None, "profiler should not have restarted or stopped"


def test_no_message():
    stop_profiling()
    time.sleep(0.3)  # TA103
    assert current_profile_id() is None
