from concurrent.futures import wait
from socket import gethostname


def lookup(name):
    return gethostname() + "/" + name


def settle(futures):
    return wait(futures)
