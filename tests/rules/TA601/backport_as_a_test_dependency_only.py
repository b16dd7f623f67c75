import mock  # TA601


def test_uses_a_backport_only_the_tests_install():
    assert mock.sentinel.order is mock.sentinel.order
