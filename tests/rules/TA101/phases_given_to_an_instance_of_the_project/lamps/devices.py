class Device:
    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        return False

    def blink(self, on_time=1, off_time=1, background=True):
        self.phases = (on_time, off_time)
