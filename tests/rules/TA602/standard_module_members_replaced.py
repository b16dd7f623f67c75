# The standard `socket` module, patched where the project imports it, its
# function replaced by assignment with a stand-in that raises: a stub of
# Python's own module. A project class patched the same way is reported.
import socket
from unittest import mock

from shop import client


def test_connect_fails_when_the_socket_cannot_be_made():
    with mock.patch("shop.client.socket") as socket_module:
        socket_module.socket = mock.Mock(side_effect=socket.error)
        assert client.connect() is False


def test_connect_fails_when_the_pool_cannot_be_made():
    with mock.patch("shop.client.Pool") as pool_class:  # TA602
        pool_class.open = mock.Mock(side_effect=socket.error)
        assert client.connect() is False
