"""Waits in a file pytest collects nothing from, run as a script through
`main()` under `if __name__ == "__main__":`: no test run reaches them."""
import threading

from shop.client import connect


class RestockWatch:
    def __init__(self, url):
        self.client = connect(url)
        self.arrived = threading.Event()

    def wait_for_restock(self):
        self.client.on_restock(self.arrived.set)
        self.arrived.wait()
        return self.client.stock("mug")


def main():
    print(RestockWatch("http://localhost:8080").wait_for_restock())


if __name__ == "__main__":
    main()
