# filename: tests/conftest.py
def test_works():
    assert True
