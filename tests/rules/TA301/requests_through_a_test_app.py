"""webtest's TestApp raises on an error status unless told to expect
errors: a request through it checks that the response is not an error."""
import unittest

from webtest import TestApp

from shop.web import make_app


class CorsTests(unittest.TestCase):
    def setUp(self):
        self.app = TestApp(make_app())

    def test_preflight_headers_are_not_case_sensitive(self):
        self.app.options("/spam", headers={"Origin": "example.org"})

    def test_errors_expected_check_nothing(self):  # TA301
        self.app.get("/missing", expect_errors=True)


def test_home_page_renders():
    app = TestApp(make_app())
    app.get("/")


def test_a_plain_client_checks_nothing(client):  # TA301
    client.get("/")
