from twisted.internet import defer
from twisted.trial import unittest
from twisted.trial.unittest import SynchronousTestCase


class FetchTests(unittest.TestCase):
    def test_fetch_fires(self):
        d = defer.succeed(b"body")
        d.addCallback(self.assertEqual, b"body")
        return d

    def test_nested_deferred(self):
        return defer.succeed(None).addCallback(lambda _: self.assertTrue(True))


class ProjectBase(unittest.TestCase):
    pass


class InheritedTrialTests(ProjectBase):
    def test_returns_the_deferred_through_a_base(self):
        return defer.succeed(1).addCallback(self.assertEqual, 1)


class SynchronousTests(SynchronousTestCase):
    def test_value_is_thrown_away(self):
        return 1 + 1 == 2  # TA302


class _DownloadChecks:
    # A mixin: its tests run in the trial test cases below.
    def test_download_completes(self):
        return defer.succeed(b"data").addCallback(self.assertEqual, b"data")


class DownloadOverHttp(_DownloadChecks, unittest.TestCase):
    pass


class DownloadOverFtp(_DownloadChecks, unittest.TestCase):
    pass


class _MixedChecks:
    # Also run by a plain unittest case, which throws the value away.
    def test_upload_completes(self):
        return defer.succeed(b"data")  # TA302


class UploadOverHttp(_MixedChecks, unittest.TestCase):
    pass


class UploadSynchronously(_MixedChecks, SynchronousTestCase):
    pass
