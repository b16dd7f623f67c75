import unittest


class ChoiceTests(unittest.TestCase):
    # The other tests give valid values and then check a bad one refused:
    # their later raise checks are the same pair again, not a look at what
    # `check` changed, so a test that only gives a valid value is the
    # accepting half.
    def test_admit_of_a_listed_number(self):
        choice = make_choice([1, 3])
        choice.admit(1)
        self.assertRaises(LookupError, choice.admit, 4)

    def test_admit_of_a_listed_text(self):
        choice = make_choice(["a", "c"])
        choice.admit("a")
        self.assertRaises(LookupError, choice.admit, "d")

    def test_admit_of_a_listed_pair(self):
        choice = make_choice([(1, 2)])
        choice.admit((1, 2))


class LedgerTests(unittest.TestCase):
    # A later assertion on the ledger itself makes `post` a change to check.
    def test_post_refuses_a_negative_amount(self):
        ledger = make_ledger()
        self.assertRaises(ValueError, ledger.post, -1)

    def test_post_adds_to_the_total(self):
        ledger = make_ledger()
        ledger.post(5)
        self.assertEqual(ledger.total, 5)

    def test_post_of_a_round_amount(self):  # TA301
        ledger = make_ledger()
        ledger.post(10)


class ConsumerTests(unittest.TestCase):
    # The file's helper makes the call the raising test expects to fail at
    # the old version: a test that only calls the helper is the accepting half.
    def test_register_is_refused_by_the_old_version(self):
        self.assertRaises(NotImplementedError, self.old_secrets.register_consumer, "svc")

    def _register(self):
        return self.secrets.register_consumer("svc")

    def test_register_at_the_current_version(self):
        self._register()

    def _describe(self):
        return self.secrets.describe("svc")

    def test_describe_at_the_current_version(self):  # TA301
        self._describe()
