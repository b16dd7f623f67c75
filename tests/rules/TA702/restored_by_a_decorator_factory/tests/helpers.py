import functools

from stage.sandbox import Sandbox


def in_a_sandbox(*, name="demo"):
    def decorator(test):
        @functools.wraps(test)
        def wrapper(*args, **kwargs):
            sandbox = Sandbox()
            with sandbox.moved_into():
                return test(*args, name=name, **kwargs)

        return wrapper

    return decorator


def with_a_sandbox(test):
    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        sandbox = Sandbox()
        with sandbox.moved_into():
            return test(*args, **kwargs)

    return wrapper


def beside_a_sandbox(*, name="demo"):
    def decorator(test):
        @functools.wraps(test)
        def wrapper(*args, **kwargs):
            sandbox = Sandbox()
            with sandbox.prepared():
                return test(*args, name=name, **kwargs)

        return wrapper

    return decorator
