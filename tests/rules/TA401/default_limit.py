def test_ten_asserts_pass_the_default(parsed):
    assert parse("a") == 1
    assert parse("b") == 2
    assert parse("c") == 3
    assert parse("d") == 4
    assert parse("e") == 5
    assert parse("f") == 6
    assert parse("g") == 7
    assert parse("h") == 8
    assert parse("i") == 9
    assert parse("j") == 10


def test_eleven_asserts_exceed_it(parsed):  # TA401
    assert parse("a") == 1
    assert parse("b") == 2
    assert parse("c") == 3
    assert parse("d") == 4
    assert parse("e") == 5
    assert parse("f") == 6
    assert parse("g") == 7
    assert parse("h") == 8
    assert parse("i") == 9
    assert parse("j") == 10
    assert parse("k") == 11
