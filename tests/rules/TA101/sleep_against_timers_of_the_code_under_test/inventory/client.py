import asyncio
import functools
import logging


class Client:
    timeout = 0.01

    @classmethod
    def limited(cls, call):
        @functools.wraps(call)
        async def run(self, *args, **kwargs):
            return await asyncio.wait_for(call(self, *args, **kwargs), self.timeout)

        return run

    @classmethod
    def logged(cls, call):
        @functools.wraps(call)
        async def run(self, *args, **kwargs):
            logging.info("calling %s", call.__name__)
            return await call(self, *args, **kwargs)

        return run
