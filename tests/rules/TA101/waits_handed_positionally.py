"""A sleep worked out from a name the test hands positionally to a
parameter named for a wait in the callee's definition (`debounce(func,
wait)`) waits that timer out. A name handed to any other parameter is
no timer."""
import time

import shop as _


def test_the_last_call_runs_after_the_wait():
    calls = []
    wait = 15
    debounced = _.debounce(calls.append, wait)
    debounced(1)
    time.sleep((wait + 15) / 1000.0)
    assert calls == [1]


def test_repeats_are_counted():
    calls = []
    times = 3
    repeated = _.repeat(calls.append, times)
    repeated(1)
    time.sleep(times / 10)  # TA101
    assert calls == [1, 1, 1]
