from twisted.internet import defer

try:
    from twisted.trial.unittest import TestCase
except ImportError:
    from unittest import TestCase


class PushTests(TestCase):
    def test_push_fires(self):
        d = defer.succeed(b"sent")
        d.addCallback(self.assertEqual, b"sent")
        return d


try:
    import ujson as json
except ValueError:
    import json


def test_value_returned_from_a_plain_test():
    return json.dumps(1)  # TA302
