"""Writing back the value a module gives an attribute on import resets it to
where every test starts, also through a constant of the file that holds
it; any other value is a change."""
import unittest

import pytest

from app import registry


class RegistryTests(unittest.TestCase):
    def setUp(self):
        registry._instance = None

    def test_fresh_instance(self):
        self.assertIsNotNone(registry.instance())


def test_without_ssl(url):
    registry.ssl_available = False  # TA702
    assert url.scheme() == "http"
    registry.ssl_available = True


def test_no_retries(client):
    registry.retries = 0  # TA702
    assert client.fetch() is None


DEFAULT_RETRIES = 3
FEW_RETRIES = 1


class RetriesThroughConstantsOfTheFile(unittest.TestCase):
    def setUp(self):
        registry.retries = DEFAULT_RETRIES

    def test_fetch_gives_up(self):
        self.assertIsNone(registry.instance())


class FewRetriesThroughAConstant(unittest.TestCase):
    def setUp(self):
        registry.retries = FEW_RETRIES  # TA702

    def test_fetch_gives_up(self):
        self.assertIsNone(registry.instance())


def test_trade_terms(make_receipt):
    from datetime import timedelta

    registry.PAYMENT_TERM = timedelta(days=14)  # TA702
    assert make_receipt().due_in_days == 14
    registry.PAYMENT_TERM = timedelta(days=30)


def test_default_term_put_back_first():
    from datetime import timedelta

    registry.PAYMENT_TERM = timedelta(days=30)
    assert registry.PAYMENT_TERM.days == 30


def test_registered_name_taken_away_again():
    registry.register("Extra", 1)
    assert registry.Extra == 1
    delattr(registry, "Extra")


def test_a_name_the_module_defines_deleted(client):
    del registry.retries  # TA702
    assert client.fetch() is None


def test_a_name_the_module_spells_out_deleted(client):
    delattr(registry, "PAYMENT_TERM")  # TA702
    assert client.fetch() is None


def test_waiters_emptied_as_the_class_starts():
    registry.Broker.waiters = {}
    assert registry.Broker().subscribe("news") is None


def test_waiters_seeded(client):
    registry.Broker.waiters = {"news": []}  # TA702
    assert client.fetch() is None


def test_broker_timeout_shortened(client):
    registry.Broker.timeout = 1  # TA702
    assert client.fetch() is None


def test_custom_codec_put_back_through_a_twin(make_server):
    from app.packet import Packet
    from app.wire import Frame

    saved = Packet.codec
    make_server(codec="yaml")
    Packet.codec = saved
    Frame.codec = saved


def test_codec_given_another_attributes_value(make_server):
    from app.packet import Packet
    from app.wire import Frame

    saved = Packet.parser
    make_server(codec="yaml")
    Frame.codec = saved  # TA702


def test_start_method_put_back_as_the_mixin_declares_it():
    from app import Server

    Server.START_METHOD_CHOSEN = False
    Server.registry = {}
    assert Server.registry == {}


def test_start_method_marked_chosen():
    from app import Server

    Server.START_METHOD_CHOSEN = True  # TA702
    assert Server.registry == {}


def test_sending_without_a_write_key(sender):
    # `settings.write_key` starts as `Client.Defaults.write_key`, None.
    from app import settings

    settings.write_key = None
    with pytest.raises(ValueError):
        sender.send("event")


def test_sending_without_a_host(sender):
    from app import settings

    settings.host = None  # TA702
    with pytest.raises(ValueError):
        sender.send("event")


def _run_with_ssl(client, ssl=True):
    # Every caller gives `ssl` the value the module starts with.
    registry.ssl_available = ssl
    return client.fetch()


def test_fetch_with_ssl(client):
    assert _run_with_ssl(client) is not None


def test_fetch_with_ssl_said_out_loud(client):
    assert _run_with_ssl(client, ssl=True) is not None


def _run_with_retries(client, retries):
    registry.retries = retries  # TA702
    return client.fetch()


def test_fetch_with_the_usual_retries(client):
    assert _run_with_retries(client, 3) is not None


def test_fetch_without_retries(client):
    assert _run_with_retries(client, 0) is None


def test_fetch_without_then_with_ssl(client):
    # The last pass leaves the value the module starts with.
    for ssl in [False, True]:
        registry.ssl_available = ssl
        assert client.fetch() is not None


def test_fetch_with_then_without_ssl(client):
    for ssl in [True, False]:
        registry.ssl_available = ssl  # TA702
        assert client.fetch() is not None
