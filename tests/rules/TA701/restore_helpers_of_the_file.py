# A helper of the file whose every change puts back what it is handed, or
# deletes (`restore_tz(old)`), is a restore: it is not reported; the
# change it undoes is judged where it is made.
import os
import time


def save_and_set_tz(new_tz):
    old_tz = os.environ.get("TZ")
    os.environ["TZ"] = new_tz  # TA701
    time.tzset()
    return old_tz


def restore_tz(old_tz):
    if old_tz is not None:
        os.environ["TZ"] = old_tz
    else:
        del os.environ["TZ"]
    time.tzset()


def use_tz(value):
    os.environ["TZ"] = value  # TA701


def test_pacific_dates(dates):
    use_tz("US/Pacific")
    assert dates.today().tzname() == "PST"


def test_eastern_dates(dates):
    old_tz = save_and_set_tz("US/Eastern")
    assert dates.today().tzname() == "EST"
    restore_tz(old_tz)


def point_config_at(path):
    os.environ["SHOP_CONFIG"] = path  # TA701


def test_config_in_a_folder(tmp_path, load_config):
    folder = str(tmp_path)
    point_config_at(folder)
    assert load_config().folder == folder
