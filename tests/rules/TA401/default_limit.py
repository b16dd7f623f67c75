def test_ten_asserts_pass_the_default(parsed):
    assert parsed.a == 1
    assert parsed.b == 2
    assert parsed.c == 3
    assert parsed.d == 4
    assert parsed.e == 5
    assert parsed.f == 6
    assert parsed.g == 7
    assert parsed.h == 8
    assert parsed.i == 9
    assert parsed.j == 10


def test_eleven_asserts_exceed_it(parsed):  # TA401
    assert parsed.a == 1
    assert parsed.b == 2
    assert parsed.c == 3
    assert parsed.d == 4
    assert parsed.e == 5
    assert parsed.f == 6
    assert parsed.g == 7
    assert parsed.h == 8
    assert parsed.i == 9
    assert parsed.j == 10
    assert parsed.k == 11
