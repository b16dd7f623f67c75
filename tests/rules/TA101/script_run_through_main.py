"""A file named like a test module that pytest collects nothing from (its
class does not match `python_classes` and is no TestCase) and that runs
through `main()` under `if __name__ == "__main__":` is a script kept
beside the tests: its sleeps and waits belong to no test run."""
import asyncio
import threading
import time

from shop.client import connect


class StockLevelsCheck:
    def __init__(self, url):
        self.url = url

    def watch_restock(self):
        client = connect(self.url)
        client.order("mug")
        time.sleep(2)
        return client.stock("mug")

    async def watch_many(self):
        done = asyncio.Event()
        await asyncio.sleep(1)
        await done.wait()

    def run_all(self):
        worker = threading.Thread(target=self.watch_restock)
        worker.start()
        worker.join()
        asyncio.run(self.watch_many())


def main():
    StockLevelsCheck("http://localhost:8080").run_all()


if __name__ == "__main__":
    main()
