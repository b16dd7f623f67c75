"""A function handed to a class of the project named for background work
is the project's to run; a sleep worked out from a threshold the test
gives a timing block waits that threshold out. A helper of the test named
for background work starts what it is handed beside the test."""
import asyncio
import time

import pytest

from shop import *  # noqa: F403
from shop.tasks import BackgroundTask, logged_if_slow

THRESHOLD = 0.1


async def test_slow_background_task(app):
    async def sleep_then_fail():
        await asyncio.sleep(0.1)
        raise ValueError("late")

    app.respond(background=BackgroundTask(sleep_then_fail))
    assert await app.get("/") == 200


def test_logged_when_slow(records):
    with logged_if_slow("checking", threshold=THRESHOLD):
        time.sleep(2 * THRESHOLD)
    assert len(records) == 1


def run_in_background(func):
    return asyncio.ensure_future(func())


async def test_the_tests_own_background_helper(app):
    async def push_late():
        await asyncio.sleep(0.1)  # TA101
        app.push("late")

    run_in_background(push_late)
    assert await app.next_push() == "late"


def test_a_decorator_of_the_project_star_imported():
    @time_limit(0.2)  # noqa: F405
    def slow():
        time.sleep(0.4)

    with pytest.raises(TimeoutError):
        slow()


def test_work_submitted_from_a_callback():
    # The project's service, bound with an annotation, is handed the work
    # from inside another callback it runs: its own to run.
    service: BackgroundTask = BackgroundTask(None)

    def slow_step():
        time.sleep(0.01)

    async def first_step():
        await asyncio.sleep(0.01)
        service.submit(slow_step)

    service.submit(first_step)
    assert service.pending == 2
