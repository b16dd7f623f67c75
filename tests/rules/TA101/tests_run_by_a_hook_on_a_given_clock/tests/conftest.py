import functools
import inspect

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    # Every coroutine test runs under trio on a clock that jumps ahead.
    if inspect.iscoroutinefunction(item.obj):
        test = item.obj

        def run(**kwargs):
            import trio
            import trio.testing

            trio.run(
                functools.partial(test, **kwargs),
                clock=trio.testing.MockClock(autojump_threshold=0),
            )

        item.obj = run
    yield
