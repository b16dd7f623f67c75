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


@mock.patch("shop.client.logging")
def test_logging_set_up_through_the_module(logging_module):
    # A function's result checked by its method's calls, and a function of
    # a submodule checked never called: Python's own interface throughout.
    client.start_logging()
    logging_module.getLogger().addHandler.assert_called_once()
    logging_module.handlers.RotatingFileHandler.assert_not_called()


@mock.patch("shop.client.Pool")  # TA602
def test_pool_set_up_through_the_class(pool_class):
    client.start_logging()
    pool_class.open().close.assert_called_once()
