# trial skips a test whose method, or class, has a `skip` attribute: an
# empty override so skipped is switched off with its reason given. A
# plain unittest class has no such attribute to read.
import unittest as stdlib_unittest

from twisted.trial import unittest

from tests.support import ListeningTests


class UnixListeningTests(ListeningTests, unittest.TestCase):
    def test_listening(self):
        pass

    test_listening.skip = "no unix sockets on this platform"


class ReplayTests(ListeningTests, unittest.TestCase):
    skip = "replays need a network"

    def test_listening(self):
        pass


class PlainListeningTests(ListeningTests, stdlib_unittest.TestCase):
    def test_listening(self):  # TA301
        pass

    test_listening.skip = "trial alone reads this"
