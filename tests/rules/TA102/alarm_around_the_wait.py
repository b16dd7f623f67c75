"""A context manager of the file that arms SIGALRM before its ``yield``
ends the block it wraps: a wait inside is bounded. One that only
installs a handler, or disarms the alarm, bounds nothing."""
import contextlib
import signal
import subprocess
import sys


class TookTooLong(Exception):
    pass


@contextlib.contextmanager
def deadline(seconds):
    def expire(signum, frame):
        raise TookTooLong(seconds)

    previous = signal.signal(signal.SIGALRM, expire)
    try:
        signal.alarm(seconds)
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@contextlib.contextmanager
def quiet_alarm():
    previous = signal.signal(signal.SIGALRM, signal.SIG_IGN)
    signal.alarm(0)
    yield
    signal.signal(signal.SIGALRM, previous)


def test_report_under_a_deadline():
    child = subprocess.Popen([sys.executable, "-m", "shop.report"], stdout=subprocess.PIPE)
    with deadline(60):
        printed, _ = child.communicate()
    assert printed


def test_report_with_the_alarm_disarmed():
    child = subprocess.Popen([sys.executable, "-m", "shop.report"], stdout=subprocess.PIPE)
    with quiet_alarm():
        printed, _ = child.communicate()  # TA102
    assert printed
