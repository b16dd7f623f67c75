import unittest

import pytest as pt


class ServerMixin:
    def setUp(self):  # TA501
        self.server = start_server()
        super().setUp()


class BaseParserTests:
    def setup_method(self):  # TA501
        self.parser = Parser()


class TestStrictParser(BaseParserTests):
    def test_rejects_garbage(self):
        with pt.raises(ValueError):
            self.parser.parse("garbage")


class ServerTests(ServerMixin, unittest.TestCase):
    def test_server_answers(self):
        self.assertEqual(self.server.ping(), "pong")
