def debounce(func, wait, max_wait=None):
    return func


def repeat(func, times):
    return func
