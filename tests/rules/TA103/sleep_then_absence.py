# flags: --select TA101,TA103
import asyncio
import time
import unittest
from unittest import mock


def test_assert_not():
    job = mock.Mock(spec=["ran"])
    time.sleep(0.2)  # TA101 # TA103
    assert not job.ran


def test_is_none_and_zero():
    result = None
    time.sleep(1)  # TA101 # TA103
    assert result is None
    time.sleep(1)  # TA101 # TA103
    assert len([]) == 0


def test_not_in_and_mock_not_called():
    log = []
    sender = mock.Mock(spec=["send"])
    time.sleep(0.1)  # TA101 # TA103
    assert "error" not in log
    time.sleep(0.1)  # TA101 # TA103
    sender.send.assert_not_called()


def test_real_timer_does_not_excuse_it():
    calls = []
    time.sleep(1)  # real-timer: the scheduler polls every second # TA103
    assert calls == []


async def test_awaited_sleep_then_absence():
    events = []
    await asyncio.sleep(0.5)  # TA101 # TA103
    assert not events


def test_in_a_nested_block():
    events = []
    with mock.patch("os.getcwd"):
        time.sleep(0.5)  # TA101 # TA103
        if events is not None:
            assert events == []


class TestQueue(unittest.TestCase):
    def test_nothing_arrives(self):
        inbox = []
        time.sleep(0.3)  # TA101 # TA103
        self.assertFalse(inbox)
        self.assertEqual(len(inbox), 0)


def test_process_still_running(proc):
    time.sleep(1)  # TA101 # TA103
    assert proc.poll() is None


class TornadoStyle(unittest.TestCase):
    def test_future_not_resolved_yet(self):
        from tornado import gen

        fut = gen.Future()
        yield gen.sleep(0.01)  # TA101 # TA103
        self.assertFalse(fut.done())


def test_only_the_last_sleep_before_the_check_is_read(emitter):
    emitter.start()
    time.sleep(0.5)  # TA101
    emitter.remove_root()
    time.sleep(0.5)  # TA101 # TA103
    assert emitter.errors == []


def test_absence_checked_before_the_garbage_collection(registry):
    import gc

    registry.release_all()
    time.sleep(0.1)  # TA101 # TA103
    assert not registry.pending
    gc.collect()


def test_refreshed_but_not_flushed(exporter, processor):
    processor.add("span")
    time.sleep(0.05)  # TA101 # TA103
    processor.refresh()
    assert len(exporter.exported) == 0
