"""Card payments over HTTP: against a fake provider served on this machine
(integration), and against the provider's sandbox (external_infra), which
may be absent, so those tests say what they need and skip without it."""

import contextlib
import http.server
import json
import os
import socket
import threading

import pytest

from shop.payments import PaymentDeclined, charge_card


class FakeProvider(http.server.BaseHTTPRequestHandler):
    """Declines the card 'tok_blocked', charges any other."""

    def do_POST(self):
        charge = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        status = "declined" if charge["card"] == "tok_blocked" else "succeeded"
        body = json.dumps({"id": "ch_1", "status": status}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        pass


@contextlib.contextmanager
def serving(server):
    """Serve on a thread; yield the charges URL of ``server``."""
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/v1/charges"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.integration
def test_charge_returns_the_providers_charge_id():
    server = http.server.HTTPServer(("127.0.0.1", free_port()), FakeProvider)
    with serving(server) as url:
        assert charge_card("tok_visa", 100, url=url) == "ch_1"


@pytest.mark.integration
def test_declined_charge_raises():
    server = http.server.HTTPServer(("127.0.0.1", 0), FakeProvider)
    with serving(server) as url:
        with pytest.raises(PaymentDeclined):
            charge_card("tok_blocked", 100, url=url)


SANDBOX_URL = os.environ.get("SHOP_SANDBOX_URL")

needs_sandbox = pytest.mark.skipif(
    SANDBOX_URL is None, reason="set SHOP_SANDBOX_URL to the provider's sandbox"
)


@pytest.mark.external_infra
@needs_sandbox
class TestLiveSandbox:
    def test_test_card_is_charged(self):
        assert charge_card("tok_visa", 100, url=SANDBOX_URL).startswith("ch_")


@pytest.fixture
def sandbox_url():
    if SANDBOX_URL is None:
        pytest.skip("set SHOP_SANDBOX_URL to the provider's sandbox")
    return SANDBOX_URL


@pytest.mark.external_infra
def test_blocked_card_is_declined(sandbox_url):
    with pytest.raises(PaymentDeclined):
        charge_card("tok_chargeDeclined", 100, url=sandbox_url)
