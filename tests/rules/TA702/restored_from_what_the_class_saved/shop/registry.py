index = {}
fallback = {}


def lookup(key):
    return index.get(key)
