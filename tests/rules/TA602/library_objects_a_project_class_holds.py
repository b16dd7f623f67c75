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
