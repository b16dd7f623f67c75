# A function handed to a thread's body through its `args=` or `kwargs=`
# is a callback the code under test calls as it likes (a pacing hook of a
# watch loop), not the thread's own work beside the test.
import threading
import time

from shop import watcher


class TestWatch:
    def pace(self):
        self.looped.set()
        time.sleep(0.01)
        return self.stopped

    def pace_as_the_body(self):
        time.sleep(0.01)  # TA101

    def test_rebuilds_on_change(self, tmp_path):
        self.looped = threading.Event()
        self.stopped = False
        worker = threading.Thread(target=watcher.watch, kwargs={"loop": self.pace})
        worker.start()
        assert self.looped.wait(5)
        self.stopped = True
        worker.join(5)

    def test_paced_by_a_positional_hook(self, tmp_path):
        self.looped = threading.Event()
        self.stopped = True
        worker = threading.Thread(target=watcher.watch, args=(str(tmp_path), self.pace))
        worker.start()
        worker.join(5)
        assert self.looped.is_set()

    def test_pacing_run_as_the_body(self):
        worker = threading.Thread(target=self.pace_as_the_body)
        worker.start()
        worker.join(5)
        assert not worker.is_alive()
