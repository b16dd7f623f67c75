from threading import Event, Thread


class StoppableThread(Thread):
    def __init__(self):
        super().__init__()
        self._stop = Event()

    def join(self, timeout=0):
        self._stop.wait(0.1)
        super().join(timeout)


class PlainThread(Thread):
    def run(self):
        self.work()
