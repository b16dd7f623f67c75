# filename: src/app/logic.py
# flags: --extend-select TA402


def test_environment(values):
    for value in values:
        if value:
            return value
    return None
