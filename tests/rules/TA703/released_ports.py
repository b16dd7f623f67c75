import socket
import socket as sk
import unittest
from contextlib import closing
from socket import create_server

import pytest


def find_free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("", 0))
        return sock.getsockname()[1]  # TA703


def unused_port():
    s = sk.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]  # TA703
    s.close()
    return port


def free_address():
    with closing(socket.socket()) as s:
        s.bind(("localhost", 0))
        host, port = s.getsockname()  # TA703
    return host, port


def server_port():
    with create_server(("127.0.0.1", 0)) as server:
        address = server.getsockname()  # TA703
    return address[1]


@pytest.fixture
def port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield sock.getsockname()[1]  # TA703


def test_inline_free_port(start_server):
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    number = sock.getsockname()[1]  # TA703
    sock.close()
    server = start_server(port=number)
    assert server.ping()


async def test_async_inline(start_server):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        number = sock.getsockname()[1]  # TA703
    server = await start_server(port=number)
    assert server


class TestServer:
    def test_in_a_class(self, start_server):
        with socket.socket() as probe:
            probe.bind(("", 0))
            chosen = probe.getsockname()[1]  # TA703
        assert start_server(chosen)


class ServerTest(unittest.TestCase):
    def setUp(self):
        with socket.socket() as sock:
            sock.bind(("", 0))
            self.port = sock.getsockname()[1]  # TA703

    def test_nested_helper(self):
        def pick():
            with socket.socket() as sock:
                sock.bind(("", 0))
                return sock.getsockname()[1]  # TA703

        self.assertTrue(pick())


class TestStoredThenReleased:
    def test_port_used_after_the_block(self, server):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            server.passive_ports = [probe.getsockname()[1]]  # TA703
        server.start()
        assert server.open_passive()
