import time


def test_bounded_by_the_project_setting(worker):
    while not worker.done():
        time.sleep(0.1)
