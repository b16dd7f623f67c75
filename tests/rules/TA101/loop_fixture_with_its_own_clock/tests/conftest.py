import asyncio

import pytest


class ClockedLoop(asyncio.SelectorEventLoop):
    def time(self):
        return self.frozen_at


class RecordingLoop(ClockedLoop):
    def call_at(self, when, callback, *args, **kwargs):
        self.calls.append(when)
        return super().call_at(when, callback, *args, **kwargs)


@pytest.fixture
def event_loop():
    loop = RecordingLoop()
    yield loop
    loop.close()
