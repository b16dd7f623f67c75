"""The sales ledger: one row per paid order, kept in SQLite."""

import os
import sqlite3


class DuplicateSale(Exception):
    """The order is in the ledger already."""


class Ledger:
    def __init__(self, connection):
        self._connection = connection

    def record(self, order_id, total_cents):
        try:
            with self._connection:
                self._connection.execute(
                    "insert into sales values (?, ?)", (order_id, total_cents)
                )
        except sqlite3.IntegrityError:
            raise DuplicateSale(order_id) from None

    def takings_cents(self):
        (total,) = self._connection.execute(
            "select coalesce(sum(total_cents), 0) from sales"
        ).fetchone()
        return total

    def close(self):
        self._connection.close()


def open_ledger(path=None):
    """Open the ledger at ``path``, else at ``$SHOP_LEDGER``, else ./sales.db."""
    if path is None:
        path = os.environ.get("SHOP_LEDGER", "sales.db")
    connection = sqlite3.connect(path)
    connection.execute(
        "create table if not exists sales"
        " (order_id text primary key, total_cents integer not null)"
    )
    return Ledger(connection)
