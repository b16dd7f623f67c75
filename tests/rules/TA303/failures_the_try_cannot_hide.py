"""A try whose swallowed failure still fails the test: a check written
upside down, a name the try binds last and the test reads after, and an
error raised on purpose for the handler under test."""
import logging

log = logging.getLogger("shop")


def test_no_warning_logged_for_json(client, warn):
    client.fetch("/orders")
    try:
        warn.assert_called_with("ignoring content type")
    except AssertionError:
        return
    raise AssertionError("expected no content-type warning")


def test_no_warning_logged_then_more_work(client, warn):
    client.fetch("/orders")
    try:
        warn.assert_called_with("ignoring content type")
    except AssertionError:  # TA303
        return
    client.close()
    raise AssertionError("expected no content-type warning")


def test_server_answers(server, requests):
    server.start()
    try:
        response = requests.get(server.url)
    except Exception:
        pass
    assert response.status_code == 200


def test_handler_logs_the_error(caplog):
    sign = "€"
    try:
        "price: " * sign
    except Exception:
        log.exception("could not format")
    assert "could not format" in caplog.text


def test_handler_logs_the_concatenation_error(caplog):
    try:
        "total: " + 3
    except Exception:
        log.exception("could not add")
    assert "could not add" in caplog.text


def test_repeated_text_is_no_error(caplog, formatter):
    try:
        formatter.render("price: " * 3)
    except Exception:  # TA303
        log.exception("could not format")
    assert "price" in caplog.text


def test_server_answers_unless_it_cannot(server, requests):
    server.start()
    try:
        response = requests.get(server.url)
    except Exception:  # TA303
        return
    assert response.status_code == 200
