import functools
import inspect

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    # Every coroutine test runs under trio, on trio's own clock.
    if inspect.iscoroutinefunction(item.obj):
        test = item.obj

        def run(**kwargs):
            import trio

            trio.run(functools.partial(test, **kwargs), strict_exception_groups=True)

        item.obj = run
    yield
