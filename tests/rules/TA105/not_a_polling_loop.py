import asyncio
import threading
import time


def test_loop_that_does_not_wait(items):
    while items.more():
        items.advance()
    assert items.seen


def test_endless_loop_ended_only_by_raising(source):
    while True:
        source.check()
        time.sleep(0.1)


def test_sleep_in_a_function_defined_in_the_loop(job):
    while not job.done():
        def later():
            time.sleep(1)

        job.run(later)


def test_join_of_strings(parts):
    text = ""
    while parts:
        text = ", ".join([text, parts.next_word()])
    assert text


async def test_waits_for_tasks_in_turn(tasks):
    import asyncio

    while tasks.unfinished():
        await asyncio.wait(tasks.batch())


class FakeServer(threading.Thread):
    def run(self):
        while not self.stopped:
            self.serve_one()
            time.sleep(0.01)


def test_load_generator_in_a_thread(service):
    stop = threading.Event()

    def produce():
        while not stop.is_set():
            service.send("x")
            time.sleep(0.01)

    thread = threading.Thread(target=produce)
    thread.start()
    stop.set()
    thread.join(5)


def test_a_task_the_scheduler_runs_in_its_own_thread(scheduler, stop_flag):
    def poll_until_stopped():
        while not stop_flag.is_set():
            time.sleep(0.1)

    scheduler.add_task(poll_until_stopped, execution="thread")
    scheduler.run(timeout=5)
    assert scheduler.stopped


def test_a_loop_the_test_runs_itself(scheduler):
    def wait_until_idle():
        while scheduler.busy():  # TA105
            time.sleep(0.1)

    scheduler.add_task(wait_until_idle, execution="thread")
    wait_until_idle()
    assert not scheduler.busy()


async def test_a_generator_its_consumer_drives(feed):
    async def values():
        while True:
            try:
                yield feed.next_value()
            except StopIteration:
                return
            await asyncio.sleep(0)

    assert [value async for value in values()] == ["a", "b"]


async def test_a_generator_that_polls_before_it_yields(feed):
    async def values():
        while not feed.ready():  # TA105
            await asyncio.sleep(0.1)
        yield feed.next_value()

    assert [value async for value in values()] == ["a"]
