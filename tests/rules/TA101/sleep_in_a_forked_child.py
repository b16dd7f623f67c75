# A sleep in the child's branch after `os.fork()`, a child the test kills,
# is another process's: a slow peer the test starts and then stops. The
# parent's own sleep is the test's, and so is a child's the test waits
# for: its work.
import os
import signal
import time


def test_client_times_out_on_a_slow_pipe(client, fifo):
    pid = os.fork()
    if pid == 0:
        try:
            time.sleep(2)
        finally:
            os._exit(0)
    try:
        assert client.read(fifo, timeout=0.01) is None
    finally:
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)


def test_reader_sees_the_line(reader, fifo):
    child = os.fork()
    if child:
        time.sleep(0.5)  # TA101
        assert reader.lines(fifo) == ["x"]
        os.waitpid(child, 0)
    else:
        time.sleep(0.1)  # TA101
        os._exit(0)


def test_child_sends_the_message(transport, received):
    pid = os.fork()
    if pid == 0:
        time.sleep(0.1)  # TA101
        transport.send("x")
        os._exit(0)
    os.waitpid(pid, 0)
    assert received == ["x"]
