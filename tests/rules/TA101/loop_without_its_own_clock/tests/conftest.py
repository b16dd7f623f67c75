import asyncio


class DebugLoop(asyncio.SelectorEventLoop):
    def __init__(self):
        super().__init__()
        self.set_debug(True)


def pytest_asyncio_loop_factories():
    return {"debug": DebugLoop}
