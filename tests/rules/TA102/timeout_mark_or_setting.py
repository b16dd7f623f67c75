import subprocess
import threading

import pytest


@pytest.mark.timeout(30)
def test_join_under_a_timeout_mark():
    thread = threading.Thread(target=print)
    thread.start()
    thread.join()


@pytest.mark.timeout(30)
class TestMarked:
    def test_subprocess_under_a_class_mark(self):
        subprocess.run(["true"])


def test_unmarked_join_still_reported():
    thread = threading.Thread(target=print)
    thread.start()
    thread.join()  # TA102
