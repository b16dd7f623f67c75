# A helper that changes the environment and returns the old value, called
# only by a decorator's wrapper that puts the value back in a `finally`.
import functools
import os


def set_env(key, new_value):
    old_value = os.environ.get(key)
    if new_value is not None:
        os.environ[key] = new_value
    elif old_value is not None:
        del os.environ[key]
    return old_value


def reset_env(key, old_value):
    if old_value is not None:
        os.environ[key] = old_value
    elif key in os.environ:
        del os.environ[key]


def using_config(path, level=None):
    def decorator(fn):
        @functools.wraps(fn)
        def decorated(*args, **kwargs):
            old_path = set_env("APP_CONFIG", path)
            old_level = set_env("APP_LEVEL", level)
            try:
                return fn(*args, **kwargs)
            finally:
                reset_env("APP_CONFIG", old_path)
                reset_env("APP_LEVEL", old_level)
        return decorated
    return decorator


def export(key, value):
    os.environ[key] = value  # TA701


def export_twice(value):
    export("APP_A", value)
    export("APP_B", value)
    print(value)
    try:
        return value
    finally:
        os.environ.pop("APP_A", None)
