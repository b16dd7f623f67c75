# Writes below a holder the test has just given a stand-in of its own
# (`driver.lib = library.return_value`) set up that stand-in: the holder's
# own write is the one that leaks, reported once on its line.
from unittest import mock

import app.driver as driver
import app.settings as settings


def test_stand_in_installed_then_set_up(library):
    driver.lib = library.return_value  # TA702
    driver.lib.GetCount.return_value = 1
    driver.lib.GetVersion.side_effect = ["1.0"]
    assert driver.read_count() == 1


def test_fresh_mock_installed_then_set_up():
    driver.lib = mock.MagicMock()  # TA702
    driver.lib.GetCount.return_value = 2
    assert driver.read_count() == 2


def test_shared_object_installed_then_changed():
    # The holder now holds an object other tests share: changing it leaks too.
    driver.lib = settings.DEFAULT_LIBRARY  # TA702
    driver.lib.GetCount.return_value = 3  # TA702
    assert driver.read_count() == 3


def test_attribute_of_a_module_object_changed():
    driver.lib.GetCount.return_value = 4  # TA702
    assert driver.read_count() == 4
