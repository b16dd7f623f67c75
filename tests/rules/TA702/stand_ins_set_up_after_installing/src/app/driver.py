lib = None


def read_count():
    return lib.GetCount()
