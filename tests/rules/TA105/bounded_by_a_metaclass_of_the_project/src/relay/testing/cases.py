import functools
import unittest

import gevent


class CaseTimeout(gevent.Timeout):
    pass


def _limited(seconds, method):
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        with CaseTimeout(seconds):
            return method(self, *args, **kwargs)

    return wrapper


def _traced(method):
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        print(method.__name__)
        return method(self, *args, **kwargs)

    return wrapper


class LimitingMeta(type):
    def __new__(mcs, name, bases, namespace):
        seconds = namespace.get("__limit__", 5)
        for key, value in list(namespace.items()):
            if key.startswith("test") and callable(value):
                namespace[key] = _limited(seconds, value)
        return type.__new__(mcs, name, bases, namespace)


class TracingMeta(type):
    def __new__(mcs, name, bases, namespace):
        for key, value in list(namespace.items()):
            if key.startswith("test"):
                namespace[key] = _traced(value)
        return type.__new__(mcs, name, bases, namespace)


class LimitedCase(unittest.TestCase, metaclass=LimitingMeta):
    pass


class UnlimitedCase(unittest.TestCase, metaclass=TracingMeta):
    pass
