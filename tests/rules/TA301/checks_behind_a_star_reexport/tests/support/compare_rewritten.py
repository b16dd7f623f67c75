class Comparison:
    @classmethod
    def documents(cls, got, expected):
        assert got.strip() == expected.strip()

    @classmethod
    def describe(cls, got):
        return got.strip()
