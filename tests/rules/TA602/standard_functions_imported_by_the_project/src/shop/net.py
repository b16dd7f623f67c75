import os
from shop import helpers
import logging
from concurrent.futures import wait
import time
from socket import gethostname


def lookup(name):
    return gethostname() + "/" + name


def settle(futures):
    return wait(futures)


def retry(call):
    time.sleep(1)
    return call()


def read_hosts(path):
    with open(path) as hosts:
        return hosts.read().split()


class SessionLog(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return f"[session] {msg}", kwargs


clock = time.perf_counter
