import threading


def start_worker():
    thread = threading.Thread(target=print)
    thread.start()
    return thread


def make_label():
    return "label"


def test_helper_returns_a_thread():
    worker = start_worker()
    worker.join()  # TA102


def test_helper_returns_a_string():
    label = make_label()
    assert label.join(["a", "b"])
