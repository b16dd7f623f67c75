# flags: --testarch-forbidden-name-patterns=.+_tests?
def test_parser_test():  # TA801
    assert parse("1") == 1


def test_parser_tests():  # TA801
    assert parse("1") == 1


def test_login_works():
    assert parse("1") == 1
