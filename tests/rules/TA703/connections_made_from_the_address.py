"""A connection made from the address while the listener is open uses the
port then; the connection it returns is not the port."""
import asyncio
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


async def test_transport_from_an_event_loop_connection(connector):
    loop = asyncio.get_running_loop()
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        transport, _ = await loop.create_connection(
            asyncio.Protocol, *listener.getsockname()
        )
    transport.close()
    assert await connector.upgrade(transport) is None


async def test_address_kept_past_the_listener(start_server):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        host, port = listener.getsockname()  # TA703
    await start_server(host, port)
