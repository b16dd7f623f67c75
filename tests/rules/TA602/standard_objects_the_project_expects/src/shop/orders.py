class Order:
    def mark_shipped(self):
        self.shipped = True


async def open_stream(host, port):
    raise NotImplementedError
