class Pool:
    def __init__(self, size):
        self.size = size
