# The clock reaches the file through `from shop.testing.clock import *`,
# and the project's `loop_test` runs each test with `run_sync(...,
# timeout=...)`: both bound the loops below.
import time as clock_module

from tornado import gen

from shop.testing.clock import *  # noqa: F401,F403
from shop.testing.runners import loop_test, plain_loop_test


def test_deadline_read_through_a_star_import(worker):
    start = time()
    while worker.pending():
        clock_module.sleep(0.01)
        assert time() < start + 1


@loop_test()
def test_runner_given_a_limit(worker):
    while worker.pending():
        yield gen.sleep(0.01)


@plain_loop_test
def test_runner_without_a_limit(worker):
    while worker.pending():  # TA105
        yield gen.sleep(0.01)
