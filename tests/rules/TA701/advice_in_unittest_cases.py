import os
import unittest


class ServerTest(unittest.TestCase):
    def test_reads_the_address_from_the_environment(self):
        os.environ["SERVER_ADDRESS"] = "127.0.0.1:0"  # TA701
        self.assertTrue(os.environ["SERVER_ADDRESS"])


def test_reads_the_port_from_the_environment():
    os.environ["SERVER_PORT"] = "0"  # TA701
    assert os.environ["SERVER_PORT"]
