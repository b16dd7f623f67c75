"""Command line: ``python -m shop.cli reserve mug 2 --stock mug=3``."""

import argparse
import sys

from shop import __version__
from shop.inventory import Inventory, OutOfStock


def _stock_entry(text):
    sku, _, count = text.partition("=")
    return sku, int(count)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="shop")
    parser.add_argument(
        "--version", action="version", version=f"shop {__version__}"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    reserve = commands.add_parser("reserve", help="reserve stock for a sku")
    reserve.add_argument("sku")
    reserve.add_argument("quantity", type=int)
    reserve.add_argument(
        "--stock", type=_stock_entry, action="append", default=[],
        metavar="SKU=COUNT", help="starting stock (repeatable)",
    )
    args = parser.parse_args(argv)
    inventory = Inventory(dict(args.stock))
    try:
        inventory.reserve(args.sku, args.quantity)
    except OutOfStock:
        print(f"out of stock: {args.sku}", file=sys.stderr)
        return 1
    print(f"{args.sku}: {inventory.level(args.sku)} left")
    return 0


if __name__ == "__main__":
    sys.exit(main())
