# flags: --extend-select TA802
# filename: src/app/checks.py
def test_cart():
    return True
