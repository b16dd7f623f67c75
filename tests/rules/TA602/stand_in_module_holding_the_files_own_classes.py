# A mock used as a stand-in module that only holds the file's own classes
# (`fake_driver.errors.Refused = Refused`, then installed in `sys.modules`)
# is a namespace the test fills itself: there is nothing to spec it with.
import sys
from unittest.mock import MagicMock, patch

fake_driver = MagicMock()


class Refused(Exception):
    pass


def make_connection():
    return object()


fake_driver.errors.Refused = Refused
fake_driver.connect = make_connection

with patch.dict(sys.modules, {"driver": fake_driver, "driver.errors": fake_driver.errors}):
    from shop.storage import Storage


def test_storage_reports_refusals():
    assert Storage.error_class() is Refused


def test_driver_configured_beyond_the_files_own_classes():
    driver = MagicMock()  # TA602
    driver.errors.Refused = Refused
    driver.pool.size.return_value = 3
    assert Storage(driver).pool_size() == 3
