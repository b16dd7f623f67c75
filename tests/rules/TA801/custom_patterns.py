# flags: --testarch-forbidden-name-patterns=.+_(passes|succeeds),test_[0-9]{1,3}
def test_import_passes():  # TA801
    assert load()


def test_12():  # TA801
    assert load()


def test_1234():
    assert load()


def test_login_works():
    assert load()
