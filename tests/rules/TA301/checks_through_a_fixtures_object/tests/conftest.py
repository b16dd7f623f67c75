import pytest


class Grammar:
    def accepts(self, source):
        assert source.endswith(";"), source

    def tokens(self, source):
        return source.split()


@pytest.fixture
def strict_grammar():
    grammar = Grammar()
    yield grammar
