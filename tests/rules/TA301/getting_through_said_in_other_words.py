# Comments that say getting through is the check, in words the rule must
# read: an exception said not to be raised, imports said to work.
import unittest

from shop import errors, pricing


class PricingTest(unittest.TestCase):
    def test_redirect_error_builds(self):
        # Just checks imports work ok
        errors.Redirect(url="http://localhost")

    def test_discount_of_a_renamed_class(self):
        class Legacy(pricing.Rule):
            pass

        # make sure the "conflicting bases: the rule of a derived class must
        # be one of its bases" exception won't be raised
        pricing.renamed("OldRule", Legacy)

    def test_discount_applied(self):  # TA301
        # applies the discount to the basket
        pricing.apply_discount(basket=[3, 4], rate=0.1)

    def test_error_raised_elsewhere(self):  # TA301
        # the error is raised by the caller, not here
        pricing.apply_discount(basket=[], rate=2)
