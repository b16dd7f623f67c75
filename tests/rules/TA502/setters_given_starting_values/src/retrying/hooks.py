def set_hooks(hooks):
    """None puts the default hooks back."""
    from ._settings import SETTINGS

    SETTINGS.hooks = tuple(hooks) if hooks is not None else hooks


_seen_locations = set()


def forget_locations():
    """Empty the record of where warnings came from."""
    _seen_locations.clear()


def remember(location):
    _seen_locations.add(location)
