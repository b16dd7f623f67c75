import functools


def remember(maxsize=128):
    def wrap(function):
        results = {}

        @functools.wraps(function)
        async def remembered(*args):
            if args not in results:
                results[args] = await function(*args)
            return results[args]

        return remembered

    return wrap


def once(function):
    done = []

    def first(*args):
        if not done:
            done.append(function(*args))
        return done[0]

    return first


class Batched:
    """A generic decorator: ``@Batched[int]()`` wraps a function on the
    batcher's terms."""

    def __class_getitem__(cls, item):
        return cls

    def __call__(self, function):
        return function

