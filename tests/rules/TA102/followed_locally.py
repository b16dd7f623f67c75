import subprocess
import sys
import threading
import unittest


def spawn(command):
    return subprocess.Popen(command)


def forget():
    threading.Thread(target=print).start()


def test_module_helper_returns_a_popen():
    proc = spawn(["true"])
    proc.wait()  # TA102


def test_module_function_named_like_a_wait():
    assert sys.exception() is None


class CheckServer(unittest.TestCase):
    def start(self):
        thread = threading.Thread(target=print)
        thread.start()
        return thread

    def test_method_helper_returns_a_thread(self):
        thread = self.start()
        thread.join()  # TA102

    def test_helper_returning_nothing(self):
        result = forget()
        self.assertIsNone(result)


def test_nested_helper_returns_a_thread():
    def start_worker():
        worker = threading.Thread(target=print)
        worker.start()
        return worker

    start_worker().join()  # TA102


def test_parameter_shadows_a_module_helper(spawn):
    proc = spawn(["true"])
    proc.wait()
