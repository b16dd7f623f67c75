class Registry:
    def entry(self, name):
        raise NotImplementedError
