import asyncio


def batch(delay):
    def wrap(function):
        pending = []

        async def queued(*args):
            pending.append(args)
            await asyncio.sleep(delay)
            return await function(*[item for call in pending for item in call])

        return queued

    return wrap
