"""Spec-less mocks that only stand in for a callable or an arbitrary object,
and mocks that have a spec."""
import unittest
from unittest import mock
from unittest.mock import AsyncMock, MagicMock, Mock, call, create_autospec

import pytest

from shop import billing
from shop.mail import Mailer


def test_callback_recorder(cart):
    visit = Mock()
    cart.each(visit)
    visit.assert_has_calls([call(1), call(2)])
    assert visit.call_count == 2 and visit.call_args_list[0].args == (1,)


def test_stand_in_callable(cart):
    price = Mock(return_value=3)
    failing = Mock(side_effect=OSError("down"), name="failing")
    assert cart.total(price, failing) == 3
    price.reset_mock()
    failing.side_effect = None


def test_sentinel(cart):
    token = MagicMock()
    assert cart.remember(token) is token


def test_inline_mocks(cart):
    assert cart.total(Mock(), MagicMock(return_value=1), side_effect=Mock())


def test_with_specs(cart):
    mailer = Mock(spec=Mailer)
    positional = MagicMock(Mailer)
    strict = NonCallable = mock.NonCallableMock(spec_set=Mailer)
    wrapped = Mock(wraps=Mailer())
    autospecced = create_autospec(Mailer)
    cart.finish(mailer, positional, strict, wrapped, autospecced, NonCallable)
    mailer.send.assert_called_once()
    positional.send.assert_called_once()
    wrapped.send.assert_called_once()
    autospecced.send.assert_called_once()


def test_spec_added_later(cart):
    mailer = Mock()
    mailer.mock_add_spec(Mailer)
    cart.finish(mailer)
    mailer.send.assert_called_once()


def test_protocol_only(cart):
    opener = MagicMock()
    opener.__enter__.return_value = opener
    opener.__iter__.return_value = iter([1, 2])
    assert cart.read(opener)


def test_unknown_keywords(cart, options):
    fake = Mock(**options)
    assert cart.read(fake)


async def test_async_callback(cart):
    on_done = AsyncMock(return_value=None)
    await cart.finish_async(on_done)
    on_done.assert_awaited_once_with(cart)


@pytest.fixture
def callback():
    return Mock()


class TestCheckout(unittest.TestCase):
    def setUp(self):
        self.callback = Mock()
        self.mailer = Mock(spec=Mailer)

    def test_calls_back(self):
        billing.finish(self.callback, self.mailer)
        self.callback.assert_called_once_with(1)
        self.mailer.send.assert_called_once()


def test_not_a_mock(cart):
    mailer = Mailer()
    mailer.send("x")
    other = billing.Mock()
    assert cart.finish(mailer, other.value)


def test_mock_answers_anything(encoder):
    """Plain reads only: the test relies on a mock answering every attribute."""
    fake = Mock()
    assert hasattr(fake, "_asdict") and callable(fake._asdict)
    assert encoder.encode(fake._asdict(), fake.name, fake().value)


def test_name_bound_to_something_else_too(cart, real):
    try:
        import uvloop
    except ImportError:
        uvloop = Mock()
    uvloop.loop.Loop.shutdown.assert_not_called()
    assert cart.run(uvloop, real)


def test_spies_and_created_attributes(cart):
    with mock.patch.object(cart, "_deliver", wraps=cart._deliver) as spy:
        assert cart.finish() and spy.call_count == 1
    with mock.patch.object(cart, "_tunnel", create=True, return_value=None) as tunnel:
        assert cart.finish() and tunnel.called


@pytest.fixture
def on_done():
    return Mock()


@pytest.fixture
def token():
    made = MagicMock()
    yield made


def test_fixture_mocks_used_as_callables(on_done, token, cart):
    cart.finish(on_done, token)
    on_done.assert_called_once_with(token)
    assert token.call_count == 0


def helper_returning_a_mock():
    return Mock()


def test_calls_recorded_in_order(cart):
    # The parent only records the order of its children's calls.
    recorder = Mock()
    recorder.attach_mock(create_autospec(billing.charge), "charge")
    recorder.attach_mock(create_autospec(Mailer.send), "send")
    cart.checkout(recorder.charge, recorder.send)
    recorder.assert_has_calls([call.charge(), call.send()])


def test_namespace_of_recorders(registry):
    handlers = Mock()
    handlers.on_add = Mock(return_value=None)
    handlers.on_add.side_effect = KeyError("full")
    registry.register(handlers.on_add, "add")
    registry.fire("add")
    assert handlers.on_add.called


def test_recorder_named_like_a_function(matchers):
    matcher = Mock(__name__="same_body", return_value=True)
    matchers.register(matcher)
    assert matchers.run("request")
    assert matcher.called


def test_feeds_written_then_left_alone(generator_for):
    writer = MagicMock()  # TA602
    generator_for(feeds=True).generate(writer)
    writer.write_feed.assert_called_with("all.atom.xml")

    writer = MagicMock()
    generator_for(feeds=False).generate(writer)
    assert not writer.write_feed.called


def test_feeds_left_alone_then_written(generator_for):
    writer = MagicMock()
    generator_for(feeds=False).generate(writer)
    writer.write_feed.assert_not_called()

    writer = MagicMock()  # TA602
    generator_for(feeds=True).generate(writer)
    writer.write_feed.assert_called_once()


def test_pool_never_used_when_disabled(config):
    pool = MagicMock()
    with mock.patch.object(billing, "make_pool", autospec=True, return_value=pool):
        billing.run(config, enabled=False)
        pool.submit.assert_not_called()
