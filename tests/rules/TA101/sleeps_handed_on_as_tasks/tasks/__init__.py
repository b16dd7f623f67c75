class Watcher:
    """Watches the tasks it is given and cancels them on exit."""

    def __init__(self):
        self.tasks = []

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_info):
        for task in self.tasks:
            task.cancel()

    def create_task(self, coroutine):
        self.tasks.append(coroutine)
        return coroutine


class Stream:
    """Values that pass through the functions mapped over them."""

    def __init__(self, values):
        self.values = values
        self.steps = []

    @classmethod
    def of(cls, values):
        return cls(list(values))

    def map(self, step):
        self.steps.append(step)
        return self

    def run(self):
        return self.values


class Chronometer:
    """Measures the time its block takes."""

    seconds = 0.0

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        return None
