"""A wait on a process the test already reaped (communicate) or killed
returns at once; a wait on one merely told to stop may still block."""
import multiprocessing
import socketserver
import subprocess
import sys
import threading
import unittest


def test_output_then_exit_status():
    proc = subprocess.Popen(["echo", "hi"], stdout=subprocess.PIPE)
    out, _ = proc.communicate(timeout=5)
    proc.wait()
    assert out == b"hi\n"


def test_killed_server_is_reaped(start_server):
    proc = subprocess.Popen(["sleep", "60"])
    proc.kill()
    assert proc.wait() == -9


def test_terminated_server_may_linger():
    proc = subprocess.Popen([sys.executable, "-m", "shop.server"])
    proc.terminate()
    assert proc.wait() == -15  # TA102


def test_other_process_was_reaped():
    first = subprocess.Popen([sys.executable, "-m", "shop.sync"])
    second = subprocess.Popen([sys.executable, "-m", "shop.sync"])
    first.communicate(timeout=5)
    second.wait()  # TA102
    assert first.returncode == 0


def test_output_read_after_the_process_ended():
    import subprocess

    proc = subprocess.Popen(["true"], stdout=subprocess.PIPE)
    proc.wait(timeout=5)
    out, _ = proc.communicate()
    assert out == b""


def test_terminated_python_child_is_reaped(serve_forever):
    child = multiprocessing.Process(target=serve_forever)
    child.start()
    child.terminate()
    child.join()
    assert child.exitcode == -15


def test_python_child_still_running_is_waited_on(serve_once):
    child = multiprocessing.Process(target=serve_once)
    child.start()
    child.join()  # TA102
    assert child.exitcode == 0


def test_serving_thread_after_the_server_shut_down(handler):
    with socketserver.TCPServer(("127.0.0.1", 0), handler) as server:
        serving = threading.Thread(target=server.serve_forever)
        serving.start()
        server.shutdown()
        serving.join()


def test_serving_thread_never_shut_down(handler):
    with socketserver.TCPServer(("127.0.0.1", 0), handler) as server:
        serving = threading.Thread(target=server.serve_forever)
        serving.start()
        serving.join()  # TA102


class ServingTests(unittest.TestCase):
    def start_server(self, handler):
        self.httpd = socketserver.TCPServer(("127.0.0.1", 0), handler)
        self.httpd_thread = threading.Thread(target=self.httpd.serve_forever)
        self.httpd_thread.start()

    def tearDown(self):
        if hasattr(self, "httpd"):
            self.httpd.shutdown()
        if hasattr(self, "httpd_thread"):
            self.httpd_thread.join()

    def test_answers(self):
        self.start_server(object)
        self.assertTrue(self.httpd_thread.is_alive())


class ServingWithoutShutdownTests(unittest.TestCase):
    def start_server(self, handler):
        self.httpd = socketserver.TCPServer(("127.0.0.1", 0), handler)
        self.httpd_thread = threading.Thread(target=self.httpd.serve_forever)
        self.httpd_thread.start()

    def tearDown(self):
        self.httpd_thread.join()  # TA102

    def test_answers(self):
        self.start_server(object)
        self.assertTrue(self.httpd_thread.is_alive())


class ServedApp:
    """A test server whose thread serves until `stop()` shuts it down."""

    def __init__(self, handler):
        self._server = socketserver.TCPServer(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._server.serve_forever)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc_info):
        self.stop()
        self._thread.join()

    def stop(self):
        self._server.shutdown()


class ForgottenApp:
    def __init__(self, handler):
        self._server = socketserver.TCPServer(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._server.serve_forever)

    def __exit__(self, *exc_info):
        self.close()
        self._thread.join()  # TA102

    def close(self):
        self._server.server_close()


def test_exit_status_after_reading_the_output_to_its_end():
    child = subprocess.Popen([sys.executable, "-m", "shop.report"], stdout=subprocess.PIPE)
    printed = child.stdout.read()
    assert child.wait() == 0
    assert printed


def test_exit_status_after_reading_one_line():
    child = subprocess.Popen([sys.executable, "-m", "shop.report"], stdout=subprocess.PIPE)
    first = child.stdout.readline()
    assert child.wait() == 0  # TA102
    assert first


class ServerCleanups(unittest.TestCase):
    def start_server(self):
        proc = subprocess.Popen([sys.executable, "-m", "shop.server"])
        # The tuple's items run left to right: killed, then reaped.
        self.addCleanup(lambda: (proc.kill(), proc.wait()))
        return proc

    def start_other_server(self):
        proc = subprocess.Popen([sys.executable, "-m", "shop.server"])
        self.addCleanup(lambda: (proc.wait(), proc.kill()))  # TA102
        return proc
