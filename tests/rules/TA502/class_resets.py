"""A class method of the project's class, or of the file's, that only gives
class attributes back the values the class declares them with (`cls.seen =
defaultdict(list)` under `seen = defaultdict(list)`, also through a
parameter left to its default) is a clean slate; one that writes other
values arranges."""
import pytest

from tracing.printers import Printer


@pytest.fixture(autouse=True)
def _forget_printed():
    Printer.cleanup()


@pytest.fixture(autouse=True)
def _deeper():  # TA502
    Printer.deepen()


class RecordingValidator:
    calls = []
    answer = None
    strict = False

    @classmethod
    def begin(cls, answer=None):
        cls.calls = []
        cls.answer = answer

    @classmethod
    def make_strict(cls, strict=True):
        cls.strict = strict


@pytest.fixture(autouse=True)
def _fresh_recordings():
    RecordingValidator.begin()


@pytest.fixture(autouse=True)
def _strict_validation():  # TA502
    RecordingValidator.make_strict()
