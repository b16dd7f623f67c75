import sys

import pytest


class VersionedParser:
    def __init__(self, version):
        self.version = version

    def parse(self, source):
        if self.version < (3, 12):
            with pytest.raises(SyntaxError):
                compile(source, "<case>", "exec")
            return None
        return compile(source, "<case>", "exec")

    def tokens(self, source):
        return source.split()


@pytest.fixture(params=[(3, 11), (3, 12)])
def parser(request):
    return VersionedParser(request.param)
