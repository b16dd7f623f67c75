import threading


class _Settings:
    attempts = 3

    def __init__(self, lock):
        self.lock = lock
        self._enabled = True
        self._hooks = None

    @property
    def enabled(self):
        return self._enabled

    @enabled.setter
    def enabled(self, value):
        with self.lock:
            self._enabled = value

    @property
    def hooks(self):
        return self._hooks or ()

    @hooks.setter
    def hooks(self, value):
        with self.lock:
            self._loaded = False
            self._hooks = value


SETTINGS = _Settings(threading.Lock())
VERBOSE = False


def set_enabled(enabled):
    """Turn retrying on or off."""
    SETTINGS.enabled = bool(enabled)


def set_attempts(attempts=3):
    SETTINGS.attempts = attempts


def set_verbose(verbose):
    global VERBOSE
    VERBOSE = verbose


class _Registry:
    def __init__(self):
        self.handlers = {}
        self.limit = 10


REGISTRY = _Registry()


_BACKENDS = {}


class _Base:
    shared_state = None


class Policy(_Base):
    instances: dict = {}

from contextvars import ContextVar

current_attempt = ContextVar("current_attempt", default=None)
