import socket

import pytest


def test_serves_on_the_bound_socket(start_server):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        server = start_server(sock=sock)
        assert server.ping(sock.getsockname()[1])


def bind_unused_port():
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    return sock, sock.getsockname()[1]


def test_port_used_while_open():
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    port = listener.getsockname()[1]
    client = socket.create_connection(("127.0.0.1", port))
    client.close()
    listener.close()
    assert port


async def test_datagram_peer(make_socket):
    s1 = make_socket()
    await s1.bind(("127.0.0.1", 0))
    ip, port = s1.getsockname()
    assert port > 0


def test_address_of_a_connected_socket(server):
    with socket.create_connection(server.address) as conn:
        local = conn.getsockname()
    assert local


@pytest.fixture
def listener():
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    yield sock, sock.getsockname()[1]
    sock.close()


class TestServer:
    def setup_method(self):
        self.sock = socket.socket()
        self.sock.bind(("", 0))
        self.port = self.sock.getsockname()[1]

    def teardown_method(self):
        self.sock.close()

    def test_read_after_close_of_another_socket(self):
        with socket.socket() as other:
            other.bind(("", 8080))
            port = other.getsockname()[1]
        assert port


async def test_port_unpacked_and_used_while_listening(open_stream):
    listen_sock = socket.socket()
    listen_sock.bind(("127.0.0.1", 0))
    _, listen_port = listen_sock.getsockname()
    listen_sock.listen(1)
    stream = await open_stream("127.0.0.1", listen_port)
    await stream.aclose()
    listen_sock.close()


def can_bind_second_loopback():
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.2", 0))
        except OSError:
            return False
        return s.getsockname()[0] == "127.0.0.2"


class TestPassivePorts:
    def test_busy_port_is_skipped(self, server):
        # The whole test runs in the block: the port stays taken throughout.
        with socket.socket() as blocker:
            blocker.bind(("127.0.0.1", 0))
            taken = blocker.getsockname()[1]
            server.passive_ports = [taken]
            server.start()
            assert server.open_passive() != taken
