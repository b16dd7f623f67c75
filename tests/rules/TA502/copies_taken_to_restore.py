# A copy of an object's state taken so that the fixture can put it back
# (`settings.backup()` with `settings.restore` registered as a finalizer)
# changes nothing the test sees; a variable pointed at a path inside a
# folder made fresh for the run keeps the machine's own files out.
import os
import tempfile

import pytest

from shop import settings


@pytest.fixture(autouse=True)
def settings_put_back(request):
    settings.backup()
    request.addfinalizer(settings.restore)
    return settings


@pytest.fixture(autouse=True)
def settings_snapshot_undone_after_yield():
    settings.snapshot()
    yield
    settings.restore_snapshot()


@pytest.fixture(autouse=True)
def settings_backup_never_put_back():  # TA502
    settings.backup()
    return settings


@pytest.fixture(autouse=True)
def settings_changed_after_the_backup(request):  # TA502
    settings.backup()
    settings.currency = "EUR"
    request.addfinalizer(settings.restore)


@pytest.fixture(scope="module", autouse=True)
def no_user_settings_file(request):
    folder = tempfile.mkdtemp()
    os.environ["SHOP_USER_SETTINGS"] = os.path.join(folder, "shoprc")

    @request.addfinalizer
    def forget_user_settings():
        del os.environ["SHOP_USER_SETTINGS"]
        os.rmdir(folder)


@pytest.fixture(autouse=True)
def user_settings_in_the_home_folder():  # TA502
    os.environ["SHOP_USER_SETTINGS"] = os.path.join(os.path.expanduser("~"), "shoprc")
    yield
    del os.environ["SHOP_USER_SETTINGS"]
