# flags: --testarch-categories=unit,integration,external_infra
# filename: src/shop/db.py
import sqlite3

import pytest


@pytest.mark.unit
def test_connect():
    return sqlite3.connect("x.db")
