# A write of several variables (`os.environ.update(A=..., B=...)`) the
# test later deletes one by one: each delete takes back part of the test's
# own write, so only the write is reported, as restored only if nothing
# fails first; a key that is never deleted leaves it unrestored.
import os


def test_prefixed_settings(load_settings):
    os.environ.update(  # TA701
        SHOP_PREFIX="dev_",
        SHOP_LEVEL="2",
    )
    assert load_settings().level == 2
    del os.environ["SHOP_PREFIX"]
    assert load_settings().prefix == ""
    del os.environ["SHOP_LEVEL"]


def test_one_key_left_behind(load_settings):
    os.environ.update(  # TA701
        SHOP_PREFIX="dev_",
        SHOP_LEVEL="2",
    )
    assert load_settings().level == 2
    del os.environ["SHOP_PREFIX"]
