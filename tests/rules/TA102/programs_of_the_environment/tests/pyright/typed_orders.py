"""What the type checker is run on (data for the test beside this folder)."""
from shop.processes import start

start("order")
