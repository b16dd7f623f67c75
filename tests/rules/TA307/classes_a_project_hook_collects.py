"""A conftest's pytest_pycollect_makeitem hook collects classes named *Test:
the linter cannot run the hook, so it does not call them uncollected."""


class ParserTest:
    def test_parses_empty_input(self):
        assert parse("") == []


class LexerTest:
    def test_splits_words(self):
        assert lex("a b") == ["a", "b"]
