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
