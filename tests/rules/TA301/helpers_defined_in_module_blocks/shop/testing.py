import sys

if sys.version_info >= (3, 8):
    def same_rows(expected, actual):
        assert list(expected) == list(actual)
else:
    def same_rows(expected, actual):
        assert sorted(expected) == sorted(actual)


def show(rows):
    print(rows)


with open(__file__) as source:
    def has_text(text):
        assert text
