import time

import pytest

pytestmark = pytest.mark.timeout(30)


def test_under_the_module_mark(worker):
    while not worker.done():
        time.sleep(0.1)


def wait_for_worker(worker):
    while not worker.done():
        time.sleep(0.1)
