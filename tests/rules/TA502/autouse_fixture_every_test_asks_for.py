"""An autouse fixture that every test it applies to asks for by name hides
nothing; one that some test does not name still does."""
import pytest

from shop import Broker


class TestConsumers:
    @pytest.fixture(autouse=True)
    def broker(self):
        return Broker.start()

    def test_consumes_one(self, broker):
        assert broker.consume() is None

    def test_consumes_none(self, broker):
        assert broker.pending() == 0


class TestPublishers:
    @pytest.fixture(autouse=True, name="exchange")
    def _exchange(self):  # TA502
        return Broker.start().exchange("orders")

    def test_publishes(self, exchange):
        assert exchange.publish("x")

    def test_relies_on_the_hidden_exchange(self):
        assert Broker.exchanges() == ["orders"]
