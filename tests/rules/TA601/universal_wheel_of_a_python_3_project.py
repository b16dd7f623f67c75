"""A stale ``universal = 1`` does not outweigh a required Python that
leaves Python 2 out: the backport only duplicates ``unittest.mock``."""
import mock  # TA601


def test_the_reading_is_cached(sensor):
    sensor.read = mock.Mock(return_value=21.5)
    assert sensor.cached_reading() == 21.5
