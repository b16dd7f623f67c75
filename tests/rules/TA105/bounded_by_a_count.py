import time

import pytest


def test_counted_tries(worker):
    tries = 0
    while not worker.done():
        tries += 1
        if tries > 50:
            pytest.fail("worker did not finish")
        time.sleep(0.1)


def test_counted_down(worker):
    left = 50
    while not worker.done():
        left = left - 1
        if not left:
            raise TimeoutError
        time.sleep(0.1)


def test_counter_in_the_condition(worker):
    attempt = 0
    while not worker.done() and attempt < 50:
        attempt += 1
        time.sleep(0.1)
    assert worker.done()


def test_asserted_counter(worker):
    polls = 0
    while True:
        if worker.done():
            break
        polls += 1
        assert polls < 50
        time.sleep(0.1)


def test_for_range_is_bounded(worker):
    for _ in range(50):
        if worker.done():
            break
        time.sleep(0.1)
    else:
        pytest.fail("worker did not finish")


def test_iterator_of_tries(worker):
    tries = iter(range(50))
    while not worker.done():
        next(tries)
        time.sleep(0.1)


def test_consumes_a_collection(pending, worker):
    while pending:
        worker.send(pending.pop())
        time.sleep(0.01)
    assert worker.sent

