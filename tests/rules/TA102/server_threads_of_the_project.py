"""A thread of the project's own class that serves forever, joined after
a method of it shut its server down, has nothing left to run."""
import pytest

from shop.relay import Relay
from tests.echo_server import EchoServerThread, RelayThread


@pytest.fixture(scope="class")
def echo_server(request):
    request.cls.echo = EchoServerThread()
    request.cls.echo.start()
    yield
    request.cls.echo.stop()
    request.cls.echo.join()


def test_stopped_then_joined():
    server = EchoServerThread()
    server.start()
    server.stop()
    server.join()


def test_joined_without_stopping():
    server = EchoServerThread()
    server.start()
    server.pause()
    server.join()  # TA102


def test_a_thread_that_does_not_serve():
    relay = RelayThread(Relay())
    relay.start()
    relay.stop()
    relay.join()  # TA102
