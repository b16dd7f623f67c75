# testtools runs a class's tests with the runner its `run_tests_with` names;
# a Deferred-aware runner waits on what the test returns, as trial does.
import testtools
from testtools.twistedsupport import SynchronousDeferredRunTest
from twisted.internet import defer


class DeferredChecks(testtools.TestCase):
    run_tests_with = SynchronousDeferredRunTest

    def test_value_arrives(self):
        d = defer.succeed(3)
        d.addCallback(self.assertEqual, 3)
        return d


class InheritedRunner(DeferredChecks):
    def test_failure_arrives(self):
        return defer.fail(ValueError()).addErrback(lambda f: f.trap(ValueError))


class PlainChecks(testtools.TestCase):
    def test_value_is_thrown_away(self):
        return defer.succeed(3)  # TA302
