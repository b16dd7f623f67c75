# flags: --select TA103
import asyncio
import time
import unittest
import pytest

from timetravel import VirtualClock


def test_sleep_then_presence():
    events = ["started"]
    time.sleep(0.1)
    assert events == ["started"]


def test_polling_loop_then_absence():
    pending = []
    deadline = time.monotonic() + 5
    while pending and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not pending


def test_absence_before_the_sleep():
    events = []
    assert not events
    time.sleep(0.1)
    assert events is not None


async def test_zero_sleep_is_a_yield():
    events = []
    await asyncio.sleep(0)
    assert not events


def test_absence_in_a_nested_function_is_not_this_block():
    time.sleep(0.1)

    def check(events):
        assert not events

    check([])


def test_sleep_then_thread_finished(worker_thread):
    time.sleep(1)
    assert not worker_thread.is_alive()


def test_sleep_then_success_code(proc, marker):
    time.sleep(1)
    assert proc.returncode == 0
    assert not marker.exists()


def test_positive_check_first(queue_state):
    time.sleep(0.02)
    assert len(queue_state.waiters) == 1
    assert not queue_state.final.done()


async def test_waits_again_before_the_absence(stream):
    await asyncio.sleep(0.05)
    data = await stream.read()
    assert not stream.closed
    assert data


def test_process_finished_is_a_completion(trick):
    trick.start()
    time.sleep(2)
    assert not trick.is_process_running()


def test_joined_before_the_check(observer):
    observer.start()
    time.sleep(1)
    observer.stop()
    observer.join()
    assert observer.queue.unfinished_tasks == 0


def test_positive_check_in_the_other_branch_first(runner, restarts_expected):
    runner.start()
    time.sleep(3)
    if restarts_expected:
        assert runner.restart_count >= 1
    else:
        assert runner.output.count("started") == 1
        assert runner.restart_count == 0


def test_pool_stopped_is_a_completion(pool):
    pool.stop()
    time.sleep(0.5)
    assert not pool.active


def test_exit_status_read_by_waiting(child):
    time.sleep(0.1)
    assert child.wait() == 0


async def test_the_client_disconnects_after_the_quit(client):
    client.quit_later()
    await asyncio.sleep(0.1)
    assert not client.is_connected
    assert not client.transport.is_open


def test_a_positive_check_after_the_absences(registry, server):
    server.start_announcing()
    time.sleep(0.1)
    assert len(registry.topics()) == 0
    assert len(registry.producers()) == 1


async def test_absence_on_a_virtual_clock(scheduler):
    with VirtualClock().patch_loop():
        scheduler.cancel_all()
        await asyncio.sleep(10.1)
        assert scheduler.pending == 0


def test_negated_emptiness_claims_something_arrived(outbox):
    outbox.start_sending()
    time.sleep(0.2)
    assert not outbox.sent.empty()


class PresenceChecks(unittest.TestCase):
    def test_negated_emptiness_as_assert_false(self):
        self.outbox.start_sending()
        time.sleep(0.2)
        self.assertFalse(self.outbox.is_empty())


def test_absence_settled_by_a_garbage_collection(registry):
    import gc
    import weakref

    class Session:
        pass

    session = Session()
    watcher = weakref.ref(session)
    registry.release(session)
    del session
    time.sleep(0.1)
    gc.collect()
    # After the collection a leaked reference keeps the object: a slow release fails here.
    assert watcher() is None


def test_deleted_branch_is_gone_from_the_server(project):
    project.branches.delete("feature")
    time.sleep(2)
    # The block expects an error: a slow server makes the test fail, not pass.
    with pytest.raises(NotFound):
        branch = project.branches.get("feature")
        assert branch.name not in project.branch_names()


def test_sleep_then_a_stopped_process_exit_code(proc):
    time.sleep(1)
    assert proc.stop().return_code == 0


async def test_sleep_then_a_cancelled_wait(waiter):
    task = asyncio.ensure_future(waiter.wait())
    await asyncio.sleep(0.1)
    assert not task.done()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


def test_flushed_before_the_check(exporter, processor):
    processor.add("span")
    time.sleep(0.05)
    processor.force_flush()
    assert len(exporter.exported) == 0
