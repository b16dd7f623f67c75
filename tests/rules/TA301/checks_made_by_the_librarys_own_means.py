import responses
from process_tests import TestProcess, wait_for_strings


def test_delete_sends_the_request(client):
    # The block fails on exit unless the registered DELETE was requested.
    with responses.RequestsMock() as mocked:
        mocked.delete("https://api.example/tokens/1", status=204)
        client.delete_token(1)


def test_delete_with_the_check_turned_off(client):  # TA301
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mocked:
        mocked.delete("https://api.example/tokens/1", status=204)
        client.delete_token(1)


def test_child_reports_ready():
    with TestProcess("python", "-m", "shop.worker") as proc:
        wait_for_strings(proc.read, 5, "ready")


def test_the_listing_makes_two_queries(django_assert_num_queries, catalogue):
    # A call named with the word "assert" checks: the block fails unless
    # exactly two queries are made.
    with django_assert_num_queries(2):
        list(catalogue.listing())


def test_the_listing_under_a_query_counter(count_queries, catalogue):  # TA301
    with count_queries():
        list(catalogue.listing())


def test_the_signal_is_emitted(qtbot, emitter):
    # pytest-qt's wait raises unless the signal comes in time.
    with qtbot.wait_signal(emitter.done, timeout=100):
        emitter.start()


def test_the_emitter_is_waited_for(qtbot, emitter):  # TA301
    emitter.start()
    qtbot.wait(100)


def test_the_greeting_holds_the_name(should, greet):
    # grappa: the pipe hands the value to an operator that raises on failure.
    greet("ann") | should.contain("ann")


def test_the_greeting_is_made(greet):  # TA301
    greet("ann") | str.upper

