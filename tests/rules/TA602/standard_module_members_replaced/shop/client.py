import logging
import socket


class Pool:
    def open(self):
        return socket.socket()


def connect():
    try:
        Pool().open()
    except OSError:
        return False
    return True


def start_logging():
    logging.getLogger().addHandler(logging.StreamHandler())
