# A lambda that fails whenever it is called, handed to the code under
# test, is a check: the test fails if the code calls it. A lambda that
# returns a value checks nothing.
from shop.loop import EventLoop


def test_building_the_loop_calls_nothing_it_is_given():
    EventLoop(lambda: None, on_error=lambda *args: 1 / 0, reap=lambda: 1 // 0)


def test_building_the_loop_with_plain_callbacks():  # TA301
    EventLoop(lambda: None, on_error=lambda *args: None)
