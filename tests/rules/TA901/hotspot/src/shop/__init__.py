from shop.models import Address, Order

__all__ = ["Address", "Order"]
