# filename: src/app/checks.py
def test():
    return True


def test_works():
    return True
