def same(expected, actual, raises=True):
    """Say how two values differ; fail when they do."""
    if expected == actual:
        return None
    message = f"{expected!r} != {actual!r}"
    if raises:
        raise AssertionError(message)
    return message
