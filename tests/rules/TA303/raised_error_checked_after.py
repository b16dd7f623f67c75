"""A `try` that only provokes the error the test is about, when a check
after it asks which exception the code under test recorded
(`assert isinstance(error, expected)`): any other failure in the `try`
fails that check, so nothing passes silently. Without such a check the
swallow is still reported."""
import pytest

from shop.reporting import capture_errors, fetch


@pytest.mark.parametrize(
    "url, expected_error, message",
    [("/divide", ZeroDivisionError, "division by zero"), ("/boom", RuntimeError, "boom")],
)
def test_the_route_error_is_recorded(url, expected_error, message):
    recorded = capture_errors()
    try:
        fetch(url)
    except Exception:
        pass
    (error,) = recorded
    assert isinstance(error, expected_error)
    assert str(error) == message


def test_the_lookup_error_is_recorded():
    recorded = capture_errors()
    try:
        fetch("/missing")
    except Exception:
        pass
    assert type(recorded[0]) is KeyError


def test_only_the_count_is_checked():
    recorded = capture_errors()
    try:
        fetch("/divide")
    except Exception:  # TA303
        pass
    assert len(recorded) == 1


@pytest.mark.parametrize("kind", [dict, list])
def test_a_check_of_a_plain_type_pins_no_error(kind):
    recorded = capture_errors()
    try:
        fetch("/divide")
    except Exception:  # TA303
        pass
    assert isinstance(recorded, kind)


def test_the_tools_own_error_is_reported(server, events):
    # The tool raises on purpose; the check after the `try` reads that
    # error's own text from what was recorded.
    @server.tool()
    def explode():
        raise ValueError("tool exploded")

    try:
        server.call("explode")
    except Exception:
        pass
    assert "exploded" in events.last()["error_message"]


def test_the_tools_error_is_counted(server, events):
    @server.tool()
    def explode():
        raise ValueError("tool exploded")

    try:
        server.call("explode")
    except Exception:  # TA303
        pass
    assert events.count() == 1


def test_the_error_type_recorded_on_the_span(tracer):
    # The span records the class by its dotted name.
    with tracer.span("root"):
        try:
            fetch("/unreachable")
        except Exception:
            pass
    span = tracer.finished()[-1]
    assert span.attributes["error.type"] == "shop.errors.UnreachableError"


def test_a_dotted_name_that_is_no_error(tracer):
    with tracer.span("root"):
        try:
            fetch("/unreachable")
        except Exception:  # TA303
            pass
    span = tracer.finished()[-1]
    assert span.attributes["handler"] == "shop.routes.fallback"
