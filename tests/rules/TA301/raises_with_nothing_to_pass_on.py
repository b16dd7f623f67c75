"""A bare raise where no exception is active raises RuntimeError: a check.
Inside a handler, or in a function a handler may call, it passes on what was
caught: no check."""

from inventory import Shelf


def test_full_shelf_refuses_only_in_strict_mode():
    for strict in (True, False):
        try:
            Shelf(capacity=0, strict=strict).stock("pen")
        except OverflowError:
            pass
        else:
            if strict:
                raise


def test_handler_passes_on_what_it_caught():  # TA301
    try:
        Shelf(capacity=1).stock("pen")
    except OSError as error:
        if error.errno:
            raise


def test_helper_that_passes_on_what_a_handler_caught():  # TA301
    def pass_on():
        raise

    try:
        Shelf(capacity=1).stock("pen")
    except OSError:
        if Shelf.logging:
            pass_on()
