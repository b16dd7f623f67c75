"""An attribute of a project class that holds a library's object
(`self.session = requests.Session()`), patched whole and used through what
its methods return, stands in for that library's object; so does a response
made what one of its methods returns. An attribute holding a project
object is the project's."""
from unittest import mock

from shop.gateway import Gateway


def test_status_is_read_from_the_response():
    gateway = Gateway("http://pay")
    with mock.patch.object(gateway, "session") as session:
        response = mock.Mock()
        response.json.return_value = {"ok": True}
        session.get.return_value = response
        assert gateway.status() == {"ok": True}
        session.get.assert_called_once_with("http://pay/status")


def test_price_is_stubbed():
    gateway = Gateway("http://pay")
    with mock.patch.object(gateway, "prices") as prices:  # TA602
        prices.price.return_value = 3
        assert gateway.prices.price("mug") == 3


@mock.patch("shop.gateway.requests.Session")
def test_a_library_class_patched_where_the_project_imported_it(session_class):
    response = mock.MagicMock()
    response.status_code = 200
    session_class.return_value.get.return_value = response
    assert Gateway("http://pay").status_code() == 200


@mock.patch("shop.pricing.PriceBook")  # TA602
def test_a_project_class_patched_whole(pricing_class):
    quote = mock.MagicMock()  # TA602
    quote.total = 3
    pricing_class.return_value.quote.return_value = quote
    assert Gateway("http://pay").total() == 3
