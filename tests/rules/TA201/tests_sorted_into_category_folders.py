# filename: tests/unit/media/test_clock.py
# The project sorts its tests into folders named after its registered
# categories and runs each as `pytest tests/unit`: the folder is the lane.


def test_tick_counts_frames(clock):
    assert clock.tick() == 1


class TestSchedule:
    def test_runs_once(self, clock):
        assert clock.schedule_once(print, 1)
