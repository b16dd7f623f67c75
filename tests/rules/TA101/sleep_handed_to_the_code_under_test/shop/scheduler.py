class Scheduler:
    def __init__(self, slow_task_limit):
        self.slow_task_limit = slow_task_limit
        self.ready = []

    def call_soon(self, job):
        self.ready.append(job)

    def run_once(self):
        for job in self.ready:
            job()
