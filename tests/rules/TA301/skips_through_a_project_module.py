# `unittest` taken from a module of the suite that imports it: its skip
# decorators are unittest's, so an always-skipped test is not reported.
from shop import Client

from .settings import API_KEY, unittest


class ClientTest(unittest.TestCase):
    def setUp(self):
        self.client = Client(API_KEY)

    @unittest.skip("the endpoint is retired")
    def test_retired_endpoint(self):
        self.client.get_retired()

    @unittest.skipIf(True, "never on this service")
    def test_other_service(self):
        self.client.get_other()

    def test_profile(self):  # TA301
        self.client.get_profile()
