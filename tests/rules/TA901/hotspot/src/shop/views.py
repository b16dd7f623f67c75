from shop.models import Order

# Production code constructing the type does not count.
ORDERS = [Order(n, "shop", [], "EUR") for n in range(40)]
DEFAULT = Order(0, "shop", [], "EUR")
