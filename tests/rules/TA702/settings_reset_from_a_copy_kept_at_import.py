"""A copy of the settings kept when the file is imported, written back as a
fresh copy before each test, resets them: it changes nothing that leaks."""
import copy
import unittest

import notifier

STARTING_SETTINGS = copy.deepcopy(notifier.SETTINGS)
OTHER_SETTINGS = copy.deepcopy(notifier.ROUTES)


class NotifierTests(unittest.TestCase):
    def setUp(self):
        notifier.SETTINGS = copy.deepcopy(STARTING_SETTINGS)
        notifier.configure(token="t0k3n")

    def test_sends_with_the_token(self):
        self.assertEqual(notifier.SETTINGS["token"], "t0k3n")

    def test_routes_taken_from_elsewhere(self):
        notifier.SETTINGS = copy.deepcopy(OTHER_SETTINGS)  # TA702
        self.assertEqual(notifier.send("hi"), "sent")
