import sys

import app.config as config


def test_unloading_a_module_is_not_put_back_by_a_later_unrelated_write():
    del sys.modules["json"]  # TA702
    config.json = None  # TA702
    assert True


def test_an_owner_written_back_puts_back_what_lies_under_it():
    saved = config.Settings
    config.Settings.debug = True  # TA702
    config.Settings = saved
    assert True


def test_a_key_written_back_after_its_delete():
    saved = sys.modules["json"]
    del sys.modules["json"]  # TA702
    sys.modules["json"] = saved
    assert True


def test_many_changes_each_meet_only_their_own_restore():
    saved_debug, saved_level = config.DEBUG, config.LEVEL
    config.DEBUG = True  # TA702
    config.LEVEL = 3  # TA702
    sys.modules["plugin_a"] = None  # TA702
    sys.modules["plugin_b"] = None  # TA702
    config.LEVEL = saved_level
    config.DEBUG = saved_debug
    del sys.modules["plugin_a"]
    assert True
