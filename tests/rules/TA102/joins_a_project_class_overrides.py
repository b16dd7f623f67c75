# `join()` on an instance of a project class that defines its own `join`
# is that method, not threading's unbounded one; a project class that
# inherits threading's `join` waits with no bound.
from shop.threads import PlainThread, StoppableThread


def test_stopping_thread_stops():
    thread = StoppableThread()
    thread.start()
    thread.join()
    assert not thread.is_alive()


def test_plain_thread_finishes():
    thread = PlainThread()
    thread.start()
    thread.join()  # TA102
    assert not thread.is_alive()
