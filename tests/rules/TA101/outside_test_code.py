# filename: src/app/retry.py
import time


def retry(action, attempts=3):
    for _ in range(attempts):
        if action():
            return True
        time.sleep(0.5)
    return False
