# filename: tests/media/test_clock.py
# A folder named after no category chooses no lane.


def test_tick_counts_frames(clock):  # TA201
    assert clock.tick() == 1
