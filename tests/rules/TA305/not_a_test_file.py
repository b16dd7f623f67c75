# filename: src/app/checks.py


def validate(value):
    assert "always"
    assert (value, "message")
