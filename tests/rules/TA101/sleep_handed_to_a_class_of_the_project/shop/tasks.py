class BackgroundTask:
    def __init__(self, func):
        self.func = func

    async def __call__(self):
        await self.func()


def logged_if_slow(message, threshold=1):
    return open(message)


def time_limit(seconds):
    def wrap(function):
        return function
    return wrap
