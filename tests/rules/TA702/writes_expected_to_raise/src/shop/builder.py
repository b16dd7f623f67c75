class _Meta(type):
    @property
    def SKIP(cls):
        return object()


class Builder(metaclass=_Meta):
    retries = 3
