_cached = None
_resolved = False
_calls = 0


def reset_meter():
    global _cached, _resolved
    _cached = None
    _resolved = False


def count_call():
    global _calls
    _calls += 1


def describe():
    return f"resolved={_resolved}"
