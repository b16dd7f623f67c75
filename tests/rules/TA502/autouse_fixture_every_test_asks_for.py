"""An autouse fixture that every test it applies to asks for by name hides
nothing; one that some test does not name still does. (A collected test
class's own fixture is its setUp, TA501's: the hiding ones here sit in base
classes whose tests run in subclasses.)"""
import pytest

from unittest.mock import Mock

from shop import Broker, Transport


class TestConsumers:
    @pytest.fixture(autouse=True)
    def broker(self):
        return Broker.start()

    def test_consumes_one(self, broker):
        assert broker.consume() is None

    def test_consumes_none(self, broker):
        assert broker.pending() == 0


class PublisherTests:
    @pytest.fixture(autouse=True, name="exchange")
    def _exchange(self):  # TA502
        return Broker.start().exchange("orders")

    def test_publishes(self, exchange):
        assert exchange.publish("x")

    def test_relies_on_the_hidden_exchange(self):
        assert Broker.exchanges() == ["orders"]


class TestPublishers(PublisherTests):
    pass


class TestManagers:
    @pytest.fixture(autouse=True)
    def setup(self):
        self.broker = Broker.start()
        self.queue = self.broker.queue("orders")

    def test_reads_the_queue(self):
        assert self.queue.empty()

    def test_reads_the_broker(self):
        assert self.broker.running


class HiddenStateTests:
    @pytest.fixture(autouse=True)
    def setup(self):  # TA502
        self.broker = Broker.start()

    def test_reads_it(self):
        assert self.broker.running

    def test_depends_on_it_without_saying(self):
        assert Broker.running_count() == 1


class TestHiddenState(HiddenStateTests):
    pass


class TestTransportBuiltForMostTests:
    @pytest.fixture(autouse=True)
    def setup_transport(self):
        self.transport = Transport("localhost", 5672)
        self.transport.sock = Mock(name="sock")

    def test_reads_the_transport(self):
        assert self.transport.host == "localhost"

    def test_builds_its_own(self):
        assert repr(Transport("other", 1)) == "<Transport other:1>"


@pytest.fixture(autouse=True)
def _legacy_resolver(monkeypatch):  # TA502
    monkeypatch.setattr(Broker, "RESOLVER", "legacy")
