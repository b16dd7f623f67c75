def set_hooks(hooks):
    """None puts the default hooks back."""
    from ._settings import SETTINGS

    SETTINGS.hooks = tuple(hooks) if hooks is not None else hooks
