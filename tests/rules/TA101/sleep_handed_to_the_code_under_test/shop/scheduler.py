class Scheduler:
    def __init__(self, slow_task_limit):
        self.slow_task_limit = slow_task_limit
        self.ready = []

    def call_soon(self, job):
        self.ready.append(job)

    def run_once(self):
        for job in self.ready:
            job()


class Emitter:
    def __init__(self):
        self.handlers = {}

    def on(self, event):
        def register(handler):
            self.handlers.setdefault(event, []).append(handler)
            return handler

        return register
