from shop.tasks import time_limit

__all__ = ["time_limit"]
