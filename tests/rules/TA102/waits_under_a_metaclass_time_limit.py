"""A metaclass of the file that wraps every test in a time limit bounds the
waits of those tests; one that only traces them does not."""
import functools
import threading
import unittest

import eventlet


def _within(seconds, method):
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        with eventlet.Timeout(seconds):
            return method(self, *args, **kwargs)

    return wrapper


def _logged(method):
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        return method(self, *args, **kwargs)

    return wrapper


class Limited(type):
    def __new__(mcs, name, bases, namespace):
        for key, value in list(namespace.items()):
            if key.startswith("test"):
                namespace[key] = _within(3, value)
        return super().__new__(mcs, name, bases, namespace)


class Logged(type):
    def __new__(mcs, name, bases, namespace):
        for key, value in list(namespace.items()):
            if key.startswith("test"):
                namespace[key] = _logged(value)
        return super().__new__(mcs, name, bases, namespace)


class LimitedTests(unittest.TestCase, metaclass=Limited):
    def test_handler_signals(self, server):
        done = threading.Event()
        server.on_request(done.set)
        server.get("/")
        done.wait()


class LoggedTests(unittest.TestCase, metaclass=Logged):
    def test_handler_signals(self, server):
        done = threading.Event()
        server.on_request(done.set)
        server.get("/")
        done.wait()  # TA102
