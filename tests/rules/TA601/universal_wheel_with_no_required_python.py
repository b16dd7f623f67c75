"""A project that builds a universal wheel (``universal = 1``) and states no
required Python is installed on Python 2 too, where ``unittest.mock`` does
not exist: its tests mock with the backport."""
import mock


def test_the_reading_is_cached(sensor):
    sensor.read = mock.Mock(return_value=21.5)
    assert sensor.cached_reading() == 21.5
