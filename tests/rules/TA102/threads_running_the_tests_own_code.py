import multiprocessing
import os
import signal
import subprocess
import threading
import time


def test_gate_opens_for_a_late_holder(gate_factory):
    first, second = multiprocessing.Lock(), threading.Lock()
    first.acquire()

    def hand_over_later():
        # Only sleeps and releases the test's own lock: nothing here can hang.
        time.sleep(0.05)
        first.release()

    helper = threading.Thread(target=hand_over_later)
    helper.start()
    try:
        assert gate_factory([first, second]).enter(timeout=1)
    finally:
        helper.join()


def test_gate_reports_the_holder(gate_factory):
    lock = threading.Lock()
    gate = gate_factory([lock])

    def hold_through_the_gate():
        # Runs the code under test: it may never come back.
        gate.enter()
        lock.release()

    holder = threading.Thread(target=hold_through_the_gate)
    holder.start()
    holder.join()  # TA102
    assert gate.holder is None


def test_second_caller_is_not_blocked(limiter):
    started = threading.Event()

    def first_caller():
        # Sets the event before it calls the code under test.
        started.set()
        limiter.acquire("a")

    worker = threading.Thread(target=first_caller)
    worker.start()
    started.wait()
    assert limiter.acquire("b", blocking=False)
    worker.join(timeout=2)


def test_event_set_after_the_code_under_test(limiter):
    finished = threading.Event()

    def caller():
        limiter.acquire("a")
        finished.set()

    threading.Thread(target=caller).start()
    finished.wait()  # TA102
    assert limiter.count("a") == 1


def test_second_holder_waits(shared_lock_factory):
    lock = shared_lock_factory("demo")

    def second_holder():
        # Entering the code under test's lock may never come back.
        with lock:
            time.sleep(0.05)

    with lock:
        other = threading.Thread(target=second_holder)
        other.start()
    other.join()  # TA102


def test_reply_counted(server):
    answered = threading.Event()

    def handle(listener):
        # Sets the event only after serving: the serving may hang.
        for _ in range(2):
            listener.accept()[0].close()
            answered.set()

    server.start(handle)
    server.ping()
    answered.wait()  # TA102


def _exit_at_once():
    os._exit(0)


def test_pid_of_a_finished_child_is_free(allocator):
    child = multiprocessing.Process(target=_exit_at_once)
    child.start()
    child.join()
    assert allocator.is_free(child.pid)


def test_pid_of_a_child_running_the_server(allocator, server):
    child = multiprocessing.Process(target=server.serve)
    child.start()
    child.join()  # TA102
    assert allocator.is_free(child.pid)


def test_exited_process_is_not_alive():
    with subprocess.Popen("exit 0", shell=True) as quick:
        # Leaving the block waits with no bound anyway.
        quick.wait()
    assert quick.returncode == 0


def test_child_waits_on_the_tests_own_queue(lockfile):
    gate = multiprocessing.Queue()
    child = multiprocessing.Process(target=gate.get)
    child.start()
    lockfile.acquire()
    gate.put(0)
    child.join()
    assert lockfile.held


def test_child_waits_on_a_queue_nobody_fills(lockfile):
    gate = multiprocessing.Queue()
    child = multiprocessing.Process(target=gate.get)
    child.start()
    lockfile.acquire()
    child.join()  # TA102
    assert lockfile.held


def test_a_watcher_stopped_before_the_join(settings, parse_many):
    seen = set()
    stop = threading.Event()

    def watch():
        # Reads an attribute into the test's own set until the test stops it.
        while not stop.is_set():
            seen.add(settings.BASE)

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        parse_many(100)
    finally:
        stop.set()
        watcher.join()
    assert seen == {settings.BASE}


def test_a_watcher_nobody_stops(settings, parse_many):
    seen = set()
    stop = threading.Event()

    def watch():
        while not stop.is_set():
            seen.add(settings.BASE)

    watcher = threading.Thread(target=watch)
    watcher.start()
    parse_many(100)
    watcher.join()  # TA102
    assert seen


def test_a_helper_that_spins_forever(settings):
    def spin():
        while True:
            time.sleep(0.1)

    spinner = threading.Thread(target=spin)
    spinner.start()
    spinner.join()  # TA102


def test_a_thread_that_does_nothing(describe_thread):
    # Its target only passes: joining it waits for nothing.
    def idle():
        pass

    idler = threading.Thread(target=idle)
    idler.start()
    idler.join()
    assert describe_thread(idler)


def test_a_thread_that_reads_an_attribute(settings):
    def read():
        return settings.BASE

    reader = threading.Thread(target=read)
    reader.start()
    reader.join()  # TA102


def test_a_thread_that_sends_a_signal(shell):
    def interrupt():
        os.kill(os.getpid(), signal.SIGINT)

    sender = threading.Thread(target=interrupt)
    sender.start()
    assert shell.read_event() == "interrupt"
    sender.join()


def test_a_thread_that_interrupts_the_main_thread(shell):
    from _thread import interrupt_main

    def interrupt():
        time.sleep(0.5)
        interrupt_main()

    interrupter = threading.Thread(target=interrupt)
    interrupter.start()
    try:
        shell.run_forever()
    except KeyboardInterrupt:
        pass
    interrupter.join()


def send_lines(host, port):
    import socket

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.connect((host, port))
    try:
        for line in (b"one", b"two"):
            sock.sendall(line + b"\r\n")
    finally:
        sock.close()


def send_and_read_reply(host, port):
    import socket

    sock = socket.socket()
    sock.connect((host, port))
    sock.sendall(b"ping\r\n")
    return sock.recv(16)


def test_a_client_thread_that_only_sends(tcp_server):
    client = threading.Thread(target=send_lines, args=("127.0.0.1", tcp_server.port))
    client.start()
    assert tcp_server.read_lines(2) == [b"one", b"two"]
    client.join()


def test_a_client_thread_that_waits_for_a_reply(tcp_server):
    client = threading.Thread(target=send_and_read_reply, args=("127.0.0.1", tcp_server.port))
    client.start()
    assert tcp_server.read_lines(1) == [b"ping"]
    client.join()  # TA102


def test_gate_opens_when_the_timer_fires(gate_factory):
    release = threading.Event()
    # The timer's thread only sets the test's own event.
    timer = threading.Timer(0.2, release.set)
    timer.start()
    assert gate_factory([release]).enter(timeout=1)
    timer.join()


def test_gate_closes_when_the_timer_fires(gate_factory):
    gate = gate_factory([])
    timer = threading.Timer(0.2, gate.close)
    timer.start()
    timer.join()  # TA102
    assert gate.closed


def test_a_timer_that_reports_and_interrupts(engine):
    pid = os.getpid()

    def interrupt(times=1):
        for attempt in range(times):
            print("interrupting", attempt)
            time.sleep(0.05)
            os.kill(pid, signal.SIGINT)

    timer = threading.Timer(0.5, interrupt, (1,))
    timer.start()
    engine.run()
    timer.join()


def test_a_timer_that_also_runs_the_engine(engine):
    def interrupt():
        print("stopping")
        engine.stop()

    timer = threading.Timer(0.5, interrupt)
    timer.start()
    engine.run()
    timer.join()  # TA102


def test_a_timer_that_cancels_the_engines_task(engine):
    def cancel():
        engine.loop.call_soon_threadsafe(engine.task.cancel)

    timer = threading.Timer(0.5, cancel)
    timer.start()
    engine.run()
    timer.join()
