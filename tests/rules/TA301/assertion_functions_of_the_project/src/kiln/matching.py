def match(expected, actual, raises=True):
    """Say how two values differ; fail when they do."""
    if expected == actual:
        return None
    message = f"{expected!r} != {actual!r}"
    if raises:
        raise AssertionError(message)
    return message


def describe(value):
    assert value is not None  # an internal check, not an assertion API
    return repr(value)
