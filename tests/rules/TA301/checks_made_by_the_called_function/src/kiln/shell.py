import subprocess
import time


class CommandFailed(Exception):
    pass


class NotReady(Exception):
    pass


def run(*command, check_status=0, stdin=None):
    done = subprocess.run(command, input=stdin, capture_output=True)
    if check_status is not False and done.returncode != check_status:
        raise CommandFailed(done.returncode)
    return done.stdout


def spawn(*command, check=False):
    return subprocess.Popen(command)


def wait_listening(probe, timeout=5.0):
    deadline = time.monotonic() + timeout
    while not probe():
        if time.monotonic() > deadline:
            raise NotReady(probe)
        time.sleep(0.05)


def ping(probe):
    for _ in range(3):
        if probe():
            return True
        time.sleep(0.05)
    return False
