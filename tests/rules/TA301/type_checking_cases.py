"""pytest-mypy-testing's cases are checked by mypy against their comments
(`# R:` for a revealed type, `# E:` for an expected error): the plugin
reports a difference as a failure. An unmarked test with the same body
checks nothing."""
import pytest

from shop.prices import total


@pytest.mark.mypy_testing
def test_mypy_total() -> None:
    reveal_type(total([1, 2]))  # R: builtins.int


@pytest.mark.mypy_testing
def test_mypy_total_refuses_text() -> None:
    total("12")  # E: Argument 1 to "total" has incompatible type "str"


def test_total_revealed() -> None:  # TA301
    reveal_type(total([1, 2]))
