# A mark a `conftest.py` registers in its `pytest_configure`
# (`config.addinivalue_line("markers", "slow: ...")`) is registered as one
# in the pytest configuration is: a test carrying only it sits in a lane
# the project chose.
import pytest


@pytest.mark.slow
def test_full_rebuild_of_the_index():
    assert sum(range(10)) == 45


@pytest.mark.examples
def test_shipped_example_runs():
    assert "example".upper() == "EXAMPLE"


@pytest.mark.flaky
def test_unregistered_mark_only():  # TA201
    assert 2 * 2 == 4


@pytest.mark.unit
def test_marked_with_a_category():
    assert 3 - 1 == 2
