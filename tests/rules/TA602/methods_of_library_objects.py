"""A method of an object that an installed library (or the standard
library) built in the test, stubbed to return or raise, speaks the
library's interface, not the project's: `client = SmsClient(...)` then
`patch.object(client.http, "send", return_value=...)`. A method of an
object the project's own class built still needs its spec."""
import socket
import unittest
from unittest import mock

from smsgate import SmsClient

from shop.basket import Basket, Ledger, checkout


def test_the_send_of_the_library_client_is_stubbed():
    client = SmsClient(api_key="k")
    basket = Basket()
    with mock.patch.object(client.http, "send", return_value=200):
        assert checkout(client, basket) == 200


def test_a_socket_method_is_stubbed():
    sock = socket.socket()
    with mock.patch.object(sock, "recv", side_effect=[b"ok", b""]):
        assert sock.recv(2) == b"ok"


def test_the_method_of_the_projects_object_is_stubbed():
    client = SmsClient(api_key="k")
    basket = Basket()
    with mock.patch.object(basket, "total", return_value=3):  # TA602
        assert checkout(client, basket) == 200


def test_a_name_bound_twice_is_not_known(make_client):
    client = SmsClient(api_key="k")
    if make_client:
        client = make_client()
    with mock.patch.object(client.http, "send", return_value=200):  # TA602
        assert checkout(client, Basket()) == 200


def test_a_method_of_what_the_projects_class_holds_from_the_library():
    ledger = Ledger(pricing=None)
    with mock.patch.object(ledger.lock, "wait_for", return_value=True):
        assert ledger.record() is None


def test_a_method_of_what_the_projects_class_holds_of_its_own():
    ledger = Ledger(pricing=None)
    with mock.patch.object(ledger.prices, "quote", return_value=2):  # TA602
        assert ledger.record() is None


class CheckoutTests(unittest.TestCase):
    def setUp(self):
        self.client = SmsClient(api_key="k")
        self.basket = Basket()

    def test_the_send_of_the_library_client_kept_on_self(self):
        with mock.patch.object(self.client.http, "send", return_value=200):
            self.assertEqual(checkout(self.client, self.basket), 200)

    def test_the_total_of_the_projects_basket_kept_on_self(self):
        with mock.patch.object(self.basket, "total", return_value=3):  # TA602
            self.assertEqual(checkout(self.client, self.basket), 200)
