# filename: src/app/support.py
import unittest


def setUpModule():
    configure()


class BaseCase(unittest.TestCase):
    def setUp(self):
        self.app = make_app()
