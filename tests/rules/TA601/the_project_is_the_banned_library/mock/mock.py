_all_magics = {"__len__"}


class Mock:
    def __init__(self, spec=None):
        self.spec = spec


class _Sentinels:
    def __getattr__(self, name):
        return "sentinel." + name


sentinel = _Sentinels()
