import asyncio


class JumpingLoop(asyncio.SelectorEventLoop):
    """Runs every timer at once and moves its clock to it."""

    def __init__(self):
        super().__init__()
        self.now = 0.0

    def time(self):
        return self.now
