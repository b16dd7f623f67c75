"""A connection made from the address while the listener is open uses the
port then; the connection it returns is not the port."""
import socket


def test_relay_half_close(relay):
    listener = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(listener.getsockname(), timeout=5)
    peer, _ = listener.accept()
    listener.close()
    relay.bridge(client, peer)
    assert peer.recv(10) == b""


def test_port_handed_on_after_close(start_server):
    listener = socket.create_server(("127.0.0.1", 0))
    address = listener.getsockname()  # TA703
    listener.close()
    start_server(address)
