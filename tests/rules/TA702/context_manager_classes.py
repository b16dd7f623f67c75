"""A helper class that changes module state in one method and puts it back
on exit owns its restore; one without an exit that restores does not."""
import socket

import app.config as config


class fast_retries:
    def __init__(self, interval):
        self.interval = interval
        self.saved = None

    def enable(self):
        self.saved = config.RETRY_INTERVAL
        config.RETRY_INTERVAL = self.interval

    def disable(self):
        config.RETRY_INTERVAL = self.saved

    def __enter__(self):
        self.enable()
        return self

    def __exit__(self, *exc_info):
        self.disable()


class quiet_resolver:
    async def __aenter__(self):
        self.saved = socket.getaddrinfo
        socket.getaddrinfo = lambda *args: []

    async def __aexit__(self, *exc_info):
        socket.getaddrinfo = self.saved


class loud_resolver:
    def switch_on(self):
        socket.getaddrinfo = lambda *args: []  # TA702

    def __exit__(self, *exc_info):
        config.RETRY_INTERVAL = 1


def test_retries_quickly(client):
    with fast_retries(0.01):
        assert client.fetch() == "ok"
