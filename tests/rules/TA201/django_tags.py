# flags: --testarch-categories=unit,integration,external_infra
"""Django's runner selects tests by tags: a @tag naming a category is one."""
from django.test import SimpleTestCase, TestCase, tag


@tag("unit")
class SlugTests(SimpleTestCase):
    def test_slug_is_lower_case(self):
        self.assertEqual(slugify("A B"), "a-b")


class OrderTests(TestCase):  # TA201
    @tag("integration", "slow")
    def test_order_is_saved(self):
        self.assertEqual(Order.objects.count(), 0)

    @tag("slow")
    def test_order_total(self):
        self.assertEqual(total([]), 0)
