# filename: src/app/checks.py
# flags: --testarch-max-asserts=1


def test_mode_selftest(value):
    assert value
    assert value > 0
    assert value < 10
