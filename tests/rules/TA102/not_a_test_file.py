# filename: src/app/runner.py
import threading


def run_forever():
    thread = threading.Thread(target=print)
    thread.start()
    thread.join()
