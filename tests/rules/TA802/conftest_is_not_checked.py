# flags: --extend-select TA802
# filename: tests/conftest.py
def test_cart():
    assert True
