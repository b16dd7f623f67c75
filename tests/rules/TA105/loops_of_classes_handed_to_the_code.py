# A class handed to the code under test (`invoke=Tracker`): its `run` is
# called by that code, in its own thread, and ends when the code cancels it.
# Another object's `run` called by the file is not this class's.
from shop import Runner, State, Worker


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
