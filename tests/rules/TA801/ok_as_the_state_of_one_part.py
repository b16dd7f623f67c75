# "ok" as the state of one part of the input, joined by "but" or "and" to
# another part's failing state, is not the test's verdict; nor is "works"
# in a clause of consequence ("..._so_isinstance_works").
import pytest

from shop.contracts import checked


def test_invariant_violated_but_postcondition_ok():
    with pytest.raises(checked.ViolationError):
        checked.run(invariant=False, postcondition=True)


def test_precondition_fails_and_typeguard_ok():
    with pytest.raises(checked.ViolationError):
        checked.run(precondition=False, typeguard=True)


def test_union_is_normalised_so_isinstance_works():
    assert checked.normalise(int | str) == (int, str)


def test_invariant_and_postcondition_ok():  # TA801
    checked.run(invariant=True, postcondition=True)
    assert checked.runs == 1


def test_contract_ok():  # TA801
    assert checked.run(invariant=True) is None


def test_bad_shutdown_but_its_ok():  # TA801
    assert checked.shutdown(clean=False) is None


def test_takes_wrong_names_but_ok():  # TA801
    assert checked.run(wrong_names=True) is None
