# flags: --testarch-assert-functions=expect_*,*.should2_*,lib2.check_*,$not_python
from lib2 import check_value


def expect_positive(value):
    return value > 0


def test_configured_bare_function():
    expect_positive(1)


def test_configured_method_with_a_digit(response):
    response.should2_be_ok()


def test_configured_resolved_name():
    check_value(1)


def test_not_configured(response):  # TA301
    response.should_fail()
