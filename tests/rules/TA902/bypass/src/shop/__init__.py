from shop.models import Order

__all__ = ["Order"]
