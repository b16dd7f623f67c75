import functools

import pytest


def fail_if_down(function):
    @functools.wraps(function)
    def probe(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except ConnectionError as error:
            pytest.fail(f"the service is not running: {error}")

    return probe
