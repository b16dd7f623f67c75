class KeyLock:
    """Holds a key in the store for ``lease`` seconds at most."""

    def __init__(self, store, key, lease):
        self.store = store
        self.key = key
        self.lease = lease

    def __enter__(self):
        self.store.set(self.key, "held", self.lease)
        return self

    def __exit__(self, *exc):
        self.store.delete(self.key)
