_instance = None
ssl_available = True
retries = 3


def instance():
    global _instance
    if _instance is None:
        _instance = object()
    return _instance

from datetime import timedelta

PAYMENT_TERM = timedelta(days=30)


def register(name, value):
    """Adds ``name`` to this module: ``register("Extra", 1)`` makes ``registry.Extra``."""
    globals()[name] = value


class Broker:
    # Shared by every Broker: what each subscriber waits on, by topic.
    waiters: dict = {}
    timeout = 5
