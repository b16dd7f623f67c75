import pytest


class CartTests:  # TA307
    def test_starts_empty(self):
        assert make_cart().empty


class Checks(object):  # TA307
    async def test_async(self):
        assert await make_cart()


@pytest.mark.slow
class SlowCartTests:  # TA307
    def test_slow(self):
        assert make_cart()


class LocalBase:
    pass


class DerivedChecks(LocalBase):  # TA307
    def test_derived(self):
        assert make_cart()


class OldStyleChecks(object):  # TA307
    def setUp(self):
        super(OldStyleChecks, self).setUp()

    def test_old_style(self):
        assert make_cart()
