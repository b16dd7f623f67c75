import faulthandler
import threading


def setup_module():
    faulthandler.dump_traceback_later(timeout=300, exit=True)


def teardown_module():
    faulthandler.cancel_dump_traceback_later()


def test_worker_finishes_under_the_modules_watchdog(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    thread.join()
    assert worker.done
