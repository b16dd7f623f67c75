from looptime import JumpingLoop


def pytest_asyncio_loop_factories():
    return {"jumping": JumpingLoop}
