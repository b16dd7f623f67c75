# filename: src/app/poller.py
import time


def wait_for(worker):
    while not worker.done():
        time.sleep(0.1)
