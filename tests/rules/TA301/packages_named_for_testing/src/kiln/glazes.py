def describe(value):
    assert value is not None  # an internal check of production code
    return repr(value)
