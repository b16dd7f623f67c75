from concurrent.futures import ThreadPoolExecutor

from twisted.internet import defer
from twisted.trial import unittest

from directory.store import Store


def must_not_succeed(result):
    raise unittest.FailTest("expected a failure, got %r" % (result,))


class LookupTests(unittest.TestCase):
    def setUp(self):
        self.store = Store()

    def test_lookup_checks_in_a_callback(self):
        d = self.store.lookup("cn=admin")
        d.addCallback(self.assertEqual, "admin")
        return d

    def test_lookup_checks_in_a_method_of_its_own(self):
        d = self.store.lookup("cn=guest")
        d.addCallback(self._check_guest)
        return d

    def _check_guest(self, entry):
        self.assertIn("guest", entry.names)

    def test_missing_entry_fails_the_deferred(self):
        d = self.store.lookup("cn=nobody")
        d.addCallbacks(must_not_succeed, lambda failure: failure.trap(KeyError))
        return d

    def test_nested_callback_checks(self):
        def then(result):
            again = self.store.lookup(result)
            again.addCallback(self.assertEqual, [])
            return again

        d = self.store.lookup("cn=admin")
        d.addCallback(then)
        return d

    def test_callback_that_only_logs(self):  # TA301
        d = self.store.lookup("cn=admin")
        d.addCallback(print)
        return d

    def test_callback_method_that_checks_nothing(self):  # TA301
        d = self.store.lookup("cn=admin")
        d.addCallback(self._remember)
        return d

    def _remember(self, entry):
        self.seen = entry

    def test_skipped_with_a_return(self):
        return self.skipTest("the store has no referrals yet")


def test_waits_on_a_deferred_list():  # TA301
    return defer.DeferredList([Store().lookup("cn=a")])


class ExpiryTests(unittest.TestCase):
    def test_both_keys_in_parallel(self):
        # The checking helpers are gathered in a literal and run on a pool;
        # result() raises their AssertionError here.
        with ThreadPoolExecutor() as pool:
            futures = [pool.submit(job) for job in (self._check_expiring, self._check_lasting)]
        for future in futures:
            future.result()

    def test_helpers_that_check_nothing(self):  # TA301
        with ThreadPoolExecutor() as pool:
            futures = [pool.submit(job) for job in (self._touch_a, self._touch_b)]
        for future in futures:
            future.result()

    def _check_expiring(self):
        assert self.store.ttl("a") == 10

    def _check_lasting(self):
        assert self.store.ttl("b") == -1

    def _touch_a(self):
        self.store.touch("a")

    def _touch_b(self):
        self.store.touch("b")
