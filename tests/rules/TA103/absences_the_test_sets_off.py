# Absences the test itself brings about, or shows to be its outcome: a
# value read back after the test wrote it, a timer the test started on the
# object, a value read before the sleep and checked present, an absence
# later shown turning into a value after as short a wait.
import threading
import time
import unittest


def test_value_written_reads_back_as_its_index(make_channel):
    channel = make_channel("mode")
    channel.put("Stop")
    time.sleep(0.1)
    assert channel.get() == 0


def test_zero_read_with_nothing_written(make_channel):
    channel = make_channel("mode")
    channel.start()
    time.sleep(0.1)  # TA103
    assert channel.get() == 0


class LockTimers(unittest.TestCase):
    def test_timer_releases_the_lock(self):
        lock = make_lock()
        lock.acquire()
        started = time.monotonic()
        release = threading.Timer(0.5, lock.release)
        release.start()
        time.sleep(started + 0.6 - time.monotonic())
        self.assertFalse(lock.locked())

    def test_timer_acts_on_another_object(self):
        lock, other = make_lock(), make_lock()
        lock.acquire()
        started = time.monotonic()
        threading.Timer(0.5, other.release).start()
        time.sleep(started + 0.6 - time.monotonic())  # TA103
        self.assertFalse(lock.locked())


class PendingSettings(unittest.TestCase):
    def test_pending_value_read_before_and_checked_later(self):
        gate = threading.Event()
        task = make_task(gate)
        task.set_settings("new")
        pending = task.pending_settings()
        gate.set()
        time.sleep(0.4)
        self.assertIsNone(task.pending_settings())
        task.join()
        self.assertEqual(pending, "new")

    def test_pending_value_never_shown(self):
        task = make_task()
        task.set_settings("new")
        time.sleep(0.4)  # TA103
        self.assertIsNone(task.pending_settings())


class Signals(unittest.TestCase):
    def test_reading_none_then_a_value_after_the_same_wait(self):
        task, publisher = make_task(), make_publisher()
        time.sleep(0.1)
        reading = task.reading()
        self.assertIsNone(reading)
        publisher.send(8)
        time.sleep(0.1)
        reading = task.reading()
        self.assertEqual(reading, 8)

    def test_reading_none_then_none_again(self):
        task, publisher = make_task(), make_publisher()
        time.sleep(0.1)  # TA103
        reading = task.reading()
        self.assertIsNone(reading)
        publisher.send(8)
        time.sleep(0.1)  # TA103
        reading = task.reading()
        self.assertEqual(reading, 0)
