import os

import pytest


@pytest.fixture(autouse=True)
def clean_terminal():
    saved_term = os.environ.pop("TERM", None)
    saved_program = os.environ.pop("TERM_PROGRAM", None)
    yield
    if saved_term is not None:
        os.environ["TERM"] = saved_term
    if saved_program is not None:
        os.environ["TERM_PROGRAM"] = saved_program
