def setup():  # TA501
    seed_random(0)


def test_draw_is_repeatable():
    assert draw() == 4
