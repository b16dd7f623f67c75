import contextlib
import os
import tempfile


class Sandbox:
    """A scratch folder to work in."""

    @contextlib.contextmanager
    def moved_into(self):
        before = os.getcwd()
        folder = tempfile.mkdtemp()
        os.chdir(folder)
        try:
            yield folder
        finally:
            os.chdir(before)

    @contextlib.contextmanager
    def prepared(self):
        folder = tempfile.mkdtemp()
        yield folder
