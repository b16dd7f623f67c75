def test_loaded_matches_the_code(data, code):
    loaded = load(data)
    expected = evaluate(code)
    try:
        if loaded == expected:
            return
    except TypeError:
        pass
    print(dump(loaded))
    print(dump(expected))
    assert dump(loaded) == dump(expected)


def test_loaded_when_the_format_is_known(data, code):
    loaded = load(data)
    if loaded.format == "legacy":
        return  # TA302
    assert dump(loaded) == dump(evaluate(code))


def test_loaded_equal_to_a_cached_copy(data, cache):
    loaded = load(data)
    if loaded == cache.get(data):
        return  # TA302
    assert loaded.size > 0
