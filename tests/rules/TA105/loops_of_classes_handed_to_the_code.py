# A class handed to the code under test (`invoke=Tracker`): its `run` is
# called by that code, in its own thread, and ends when the code cancels it.
# Another object's `run` called by the file is not this class's.
import threading
import time

import pytest

from shop import Runner, State, StoppableThread, Worker


async def test_invoked_work_is_cancelled(runner):
    class Tracker:
        def run(self, ctx):
            while not ctx.cancelled.is_set():
                ctx.cancelled.wait(0.01)

    machine = await runner.start(State(initial=True, invoke=Tracker))
    assert machine


def test_a_project_worker_runs_in_line(ctx):
    worker = Worker()
    worker.run(ctx)
    assert worker.done


def test_a_class_the_test_runs_itself(ctx):
    class Poller:
        def run(self, ctx):
            while not ctx.cancelled.is_set():  # TA105
                ctx.cancelled.wait(0.01)

    poller = Poller()
    poller.run(ctx)
    assert Runner().idle


class StoppableWork:
    def __init__(self):
        self.thread = None

    def work(self, interval):
        while not self.thread.stopped():
            time.sleep(interval)


class WorkInLine:
    def work_until_stopped(self, interval):
        while not self.stopped():  # TA105
            time.sleep(interval)


@pytest.mark.parametrize("thread_class", [threading.Thread, StoppableThread])
def test_stoppable_thread(thread_class):
    holder = StoppableWork()
    thread = thread_class(target=holder.work, kwargs={"interval": 0.1}, daemon=True)
    holder.thread = thread
    thread.start()
    thread.stop()
    thread.join(5)
    assert not thread.is_alive()


def test_work_run_in_line():
    WorkInLine().work_until_stopped(0.1)
