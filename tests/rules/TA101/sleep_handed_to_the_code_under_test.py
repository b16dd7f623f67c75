# filename: tests/test_scheduler.py
import asyncio
import time

from shop.scheduler import Emitter, Scheduler, WebCase
from tests.support.workers import Workers


def test_slow_job_is_reported(caplog):
    scheduler = Scheduler(slow_task_limit=0.01)

    def hog():
        time.sleep(0.05)

    # The scheduler under test runs the job: the sleep makes it slow on purpose.
    scheduler.call_soon(hog)
    scheduler.run_once()
    assert "slow job" in caplog.text


def test_job_in_a_scheduler_made_in_place(caplog):
    def hog():
        time.sleep(0.05)

    Scheduler(slow_task_limit=0.01).call_soon(hog)
    assert "slow job" in caplog.text


def test_job_run_by_the_tests_own_workers():
    workers = Workers()
    seen = []

    def job():
        time.sleep(0.1)  # TA101
        seen.append(1)

    workers.submit(job)
    assert seen


async def test_job_spawned_on_the_scheduler_a_fixture_hands_over(scheduler: Scheduler):
    async def slow_job():
        await asyncio.sleep(0.05)

    await scheduler.spawn(slow_job())
    assert scheduler.pending_count == 1


async def test_job_started_as_the_tests_own_task():
    async def slow_job():
        await asyncio.sleep(0.05)  # TA101

    await asyncio.create_task(slow_job())


async def test_handler_registered_by_a_decorator():
    emitter = Emitter()

    @emitter.on("saved")
    async def slow_handler():
        await asyncio.sleep(0.05)

    emitter.emit("saved")
    assert emitter.handlers["saved"]


def test_view_registered_in_one_test(app_factory):
    app = app_factory()

    @app.route("/slow")
    def slow():
        time.sleep(1.1)
        return "slow"

    assert app.get("/slow") == "slow"


def test_view_of_the_same_name_handed_on_in_another(app_factory, limiter):
    app = app_factory()

    def slow():
        time.sleep(0.1)  # TA101
        return "slow"

    limiter.exempt(slow)
    assert slow() == "slow"


def run_and_stop(server):
    @server.after_start
    async def stop_later(app):
        # The server calls this once it is up: a slow listener it must wait out.
        await asyncio.sleep(0.05)
        app.stop()

    server.run()


def test_server_stops_after_its_listener(server):
    run_and_stop(server)
    assert server.stopped


async def test_load_wrapped_by_a_decorator_of_the_code_under_test():
    from shop.memo import remember

    @remember()
    async def slow_load(key):
        # Each call below goes through the wrapper under test: the sleep is its load.
        await asyncio.sleep(0.05)
        return key

    assert await asyncio.gather(slow_load(1), slow_load(1)) == [1, 1]


async def test_helper_reached_only_through_a_generic_decorator_of_the_code_under_test():
    from shop.memo import Batched

    async def fetch(key):
        await asyncio.sleep(0.01)  # the work the batcher runs, not a wait
        return key

    @Batched[int]()
    async def load(key):
        return await fetch(key)

    assert await load(1) == 1


class TestMemoizedMethod:
    def test_method_wrapped_without_brackets(self):
        from shop.memo import once

        class Source:
            @once
            def read(self):
                time.sleep(0.02)
                return "data"

        assert Source().read() == "data"


def test_function_wrapped_by_a_decorator_of_the_tests_own_support():
    from tests.support.timing import traced

    @traced
    def step():
        time.sleep(0.05)  # TA101

    step()


def test_function_handed_to_a_wrapper_of_the_project():
    from shop.memo import once

    def slow_source():
        time.sleep(0.05)
        return "data"

    first = once(slow_source)
    assert first() == first()


def test_function_handed_to_a_wrapper_of_the_tests_own_support():
    from tests.support.timing import traced

    def step():
        time.sleep(0.05)  # TA101

    traced_step = traced(step)
    traced_step()


def test_function_wrapped_by_a_standard_library_decorator():
    import functools

    @functools.lru_cache()
    def compute():
        time.sleep(0.05)  # TA101
        return 1

    assert compute() == 1


async def test_function_wrapped_by_a_method_of_a_fixtures_value(cache):
    @cache.locked(key="k", ttl=10)
    async def compute():
        await asyncio.sleep(0.01)
        return 1

    assert await compute() == 1


def test_function_wrapped_by_a_method_of_a_local_object():
    import functools

    registry = functools.partial(dict)

    def wrap(function):
        return function

    holder = type("Holder", (), {"wrap": staticmethod(wrap)})

    @holder.wrap
    def compute():
        time.sleep(0.05)  # TA101
        return registry

    assert compute()


async def test_slow_callback_in_the_machines_configuration(machine_factory):
    from functools import partial

    machine = machine_factory(
        transitions=[{"trigger": "go", "source": "A", "dest": "B",
                      "after": partial(asyncio.sleep, 0.1)}],
    )
    await machine.go()
    assert machine.state == "B"


async def test_a_sleep_made_ready_then_awaited_here():
    from functools import partial

    pause = partial(asyncio.sleep, 0.1)  # TA101
    await pause()


def test_values_slow_to_let_go_of(cache):
    class SlowToRelease:
        def __del__(self):
            # Runs when the cache drops the value: a slow release on purpose.
            time.sleep(0.002)

    cache.put("k", SlowToRelease())
    cache.update({"k": SlowToRelease()})
    assert len(cache) == 1


def test_a_value_the_test_keeps(cache):
    class SlowToRelease:
        def __del__(self):
            time.sleep(0.002)  # TA101

    # Not handed on: the test's own `del` runs the sleep.
    kept = SlowToRelease()
    del kept
    assert len(cache) == 0


async def test_a_hook_the_base_class_calls():
    class Slow(Emitter):
        async def on_saved(self, item):
            # Never named by the file: the emitter calls it, by its own rule.
            await asyncio.sleep(0.05)

    emitter = Slow()
    await emitter.save("x")
    assert emitter.saved == ["x"]


async def test_a_method_the_test_calls_on_its_subclass():
    class Slow(Emitter):
        async def settle(self):
            await asyncio.sleep(0.05)  # TA101

    emitter = Slow()
    await emitter.settle()
    assert emitter.saved == []


class SessionPages(WebCase):
    # A case class whose base the linter cannot read: its tests and their
    # setup are the runner's to call, not hooks of the base.
    def setUp(self):
        time.sleep(0.5)  # TA101

    def test_session_expires(self):
        time.sleep(2)  # TA101
        assert self.page("/") == "1"


def test_jobs_run_by_the_pool_entered_by_with():
    def slow_job():
        time.sleep(0.05)
        return 1

    with Scheduler(slow_task_limit=1) as running:
        assert running.submit(slow_job).result() == 1


def test_jobs_run_by_the_tests_own_pool_entered_by_with():
    def slow_job():
        time.sleep(0.05)  # TA101
        return 1

    workers = Workers()
    with workers as running:
        assert running.submit(slow_job).result() == 1


async def _slow_square(x):
    await asyncio.sleep(0.05)
    return x * x


def test_function_handed_to_a_method_of_a_fixtures_value(bridge):
    blocking = bridge
    square = blocking.make_blocking(_slow_square)
    assert square(3) == 9


def _slow_cube(x):
    time.sleep(0.05)  # TA101
    return x * x * x


def _run_now(function):
    return function


def test_function_handed_to_a_helper_of_the_file_and_called():
    cube = _run_now(_slow_cube)
    assert cube(2) == 8


async def test_callbacks_defined_in_either_branch(slow_callbacks):
    if slow_callbacks:

        async def on_refresh():
            await asyncio.sleep(0.05)
            return []

    else:

        def on_refresh():
            time.sleep(0.05)
            return []

    scheduler = Scheduler(on_refresh=on_refresh)
    assert await scheduler.refresh() == []


class _SlowService:
    async def __aenter__(self):
        await asyncio.sleep(0.05)
        return self

    async def __aexit__(self, *exc_info):
        await asyncio.sleep(0.05)

    async def ping(self):
        await asyncio.sleep(0.05)
        return "pong"


def test_class_handed_to_a_method_of_a_fixtures_value(bridge):
    BlockingService = bridge.make_blocking(_SlowService)
    assert BlockingService().ping() == "pong"
    with BlockingService() as service:
        assert service.ping() == "pong"


def test_class_wrapped_by_a_method_of_a_fixtures_value(bridge):
    @bridge.make_blocking
    class Poller:
        async def poll(self):
            await asyncio.sleep(0.05)
            return 1

    assert Poller().poll() == 1


class _SlowClient:
    async def __aenter__(self):
        await asyncio.sleep(0.05)  # TA101
        return self

    async def __aexit__(self, *exc_info):
        return None


async def test_class_the_test_enters_itself(bridge):
    bridge.make_blocking(_SlowClient)
    async with _SlowClient() as client:
        assert client
