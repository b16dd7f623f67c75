import functools


class Memoize:
    def __init__(self, ttl=None):
        self.ttl = ttl
        self.saved = {}

    def __call__(self, function):
        @functools.wraps(function)
        async def remembered(*args):
            if args not in self.saved:
                self.saved[args] = await function(*args)
            return self.saved[args]

        return remembered
