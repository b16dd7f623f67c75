import unittest
from unittest import mock
from unittest.mock import AsyncMock, MagicMock, Mock, NonCallableMock, patch

import pytest

from shop import billing


def test_attribute_assertions(checkout):
    mailer = Mock()  # TA602
    checkout.finish(mailer)
    mailer.send.assert_called_once()


def test_configured_by_keywords(checkout):
    response = mock.Mock(status=200)  # TA602
    configured = Mock(**{"json.return_value": {}})  # TA602
    assert checkout.read(response, configured)


def test_return_value_interface(checkout):
    factory = MagicMock()  # TA602
    factory.return_value.read.return_value = b"data"
    assert checkout.load(factory)


def test_attributes_set(checkout):
    request = NonCallableMock()  # TA602
    request.headers = {}
    assert checkout.handle(request)


def test_configure_mock(checkout):
    conn = MagicMock()  # TA602
    conn.configure_mock(closed=False)
    assert checkout.handle(conn)


def test_context_manager_result(checkout):
    opener = MagicMock()  # TA602
    opener.__enter__.return_value.read.return_value = b""
    assert checkout.handle(opener)


def test_called_result(checkout):
    factory = Mock()  # TA602
    factory().close.assert_called_once()
    assert checkout.handle(factory)


def test_replacement_given_to_patch():
    with patch("shop.billing.gateway", Mock()), patch.object(billing, "send", new=MagicMock()):  # TA602 # TA602
        assert billing.refund(10)


def test_replacement_given_to_monkeypatch(monkeypatch):
    monkeypatch.setattr(billing, "send", Mock(return_value=None))  # TA602
    monkeypatch.setattr("shop.billing.charge", MagicMock())  # TA602
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(billing, "refund", Mock())  # TA602
        assert billing.refund(10)


def test_patch_multiple_values():
    with patch.multiple("shop.billing", send=Mock()):  # TA602
        assert billing.refund(10)


async def test_async_mock(checkout):
    client = AsyncMock()  # TA602
    await checkout.pay(client)
    client.post.assert_awaited_once()


def test_used_in_a_nested_helper(checkout):
    store = Mock()  # TA602

    def saved():
        return store.save.call_count

    checkout.finish(store)
    assert saved() == 1


@pytest.fixture
def gateway():
    fake = mock.MagicMock()  # TA602
    fake.refund.return_value = True
    return fake


def test_mocker_mock(mocker, checkout):
    mailer = mocker.MagicMock()  # TA602
    mailer.outbox = []
    checkout.finish(mailer)
    assert mailer.outbox


class TestCheckout(unittest.TestCase):
    def setUp(self):
        self.mailer = Mock()  # TA602
        self.callback = Mock()

    def test_sends(self):
        billing.finish(self.mailer, self.callback)
        self.mailer.send.assert_called_once()
        self.callback.assert_called_once_with(1)


class TestPytestClass:
    def test_annotated(self, checkout):
        mailer: Mock = Mock()  # TA602
        checkout.finish(mailer)
        assert mailer.send.called


def test_deleted_attribute(checkout):
    legacy = Mock()  # TA602
    del legacy.tobytes
    assert checkout.handle(legacy)


@pytest.fixture
def mailer():
    return Mock()  # TA602


@pytest.fixture(name="store")
def _store():
    fake = MagicMock()  # TA602
    yield fake


def test_uses_the_fixture_mock(mailer, store, checkout):
    checkout.finish(mailer, store)
    mailer.send.assert_called_once()
    assert store.save.called


def test_namespace_whose_own_attribute_is_configured_too(registry):
    handlers = Mock()  # TA602
    handlers.on_add = Mock()
    handlers.on_remove.return_value = None
    registry.register(handlers, "add")
    assert handlers.on_add.called
