"""A module kept on the test case (``self.spool = spool`` after a local
import) and put back through it in tearDown is restored; an attribute the
tearDown leaves out is not."""
import unittest


class SpoolTest(unittest.TestCase):
    def setUp(self):
        import mailer.spool as spool

        self.spool = spool
        self.old_os = spool.os
        self.old_time = spool.time
        spool.os = FakeOs()
        spool.time = FakeClock()
        spool.RETRIES = 0  # TA702

    def tearDown(self):
        self.spool.os = self.old_os
        self.spool.time = self.old_time

    def test_spooled(self):
        self.assertTrue(self.spool.os.listdir("/var/spool"))


class FakeOs:
    def listdir(self, path):
        return [path]


class FakeClock:
    def time(self):
        return 0.0
