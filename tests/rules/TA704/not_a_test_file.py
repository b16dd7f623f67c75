# filename: src/app/storage.py
import sqlite3


def connect():
    return sqlite3.connect("/tmp/app.db")
