"""An autouse fixture of a class skipped without a condition never runs; one
that only resets state to where every test starts arranges nothing; handing
a fixture to the test instance through request.instance is a hand-over. A
base class skipped on a condition still runs its fixture for its subclasses'
tests."""
import sys

import pytest

import structlike


@pytest.fixture
def patching(monkeypatch):
    def patch(target, value):
        monkeypatch.setattr(target, value)
    return patch


@pytest.fixture(autouse=True)
def _hand_patching_over(request, patching):
    if request.instance:
        request.instance.patching = patching


@pytest.fixture(autouse=True)
def _clean_slate():
    structlike.reset_defaults()
    structlike.clear_context()


@pytest.fixture(autouse=True)
def _reset_with_values():  # TA502
    structlike.reset_defaults(level="debug")


@pytest.mark.skip("not supported on this Python")
class TestLegacyBroker:
    @pytest.fixture(autouse=True)
    def setup_broker(self):
        self.broker = connect_broker()

    def test_sends(self):
        assert self.broker.send("x")


@pytest.mark.skipif(sys.platform == "win32", reason="some platforms")
class MaybeBrokerTests:
    @pytest.fixture(autouse=True)
    def setup_broker(self):  # TA502
        connect_broker()

    def test_sends(self):
        assert broker_sent("x")


class TestMaybeBroker(MaybeBrokerTests):
    pass
