class RepositoryTool:
    _root = None
    _cwd = None
    retries = 3

    @classmethod
    def root(cls):
        if cls._root is None:
            cls._root = "/srv/repo"
        return cls._root
