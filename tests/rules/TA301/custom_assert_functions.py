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


def test_status_through_sure(client):
    response = client.get("/")
    response.status_code.should.equal(200)


def test_body_through_sure_negated(client):
    page = client.get("/")
    page.text.should_not.equal("")


def test_should_as_a_plain_word(client):  # TA301
    client.should_retry = True
