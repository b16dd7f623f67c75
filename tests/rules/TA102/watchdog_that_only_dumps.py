import faulthandler
import threading

faulthandler.dump_traceback_later(timeout=300)


def test_a_watchdog_that_only_prints_does_not_end_the_run(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    thread.join()  # TA102
    assert worker.done
