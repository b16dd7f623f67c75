import sys

if sys.version_info >= (3, 8):
    def same_rows(expected, actual):
        assert list(expected) == list(actual)
else:
    def same_rows(expected, actual):
        assert sorted(expected) == sorted(actual)


def show(rows):
    print(rows)
