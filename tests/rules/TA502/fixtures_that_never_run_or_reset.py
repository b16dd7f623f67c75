"""An autouse fixture of a class skipped without a condition never runs; one
that only resets state to where every test starts arranges nothing; handing
a fixture to the test instance through request.instance is a hand-over. A
base class skipped on a condition still runs its fixture for its subclasses'
tests."""
import os
import sys
from pathlib import Path

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


def purge_screenshots():
    """Remove what earlier runs saved."""
    for shot in Path().glob("*.png"):
        print(f"Deleting {shot}")
        shot.unlink()
    for folder in Path().glob("shots-*"):
        os.remove(folder)


def save_a_reference_screenshot():
    for shot in Path().glob("*.png"):
        shot.unlink()
    Path("reference.png").write_bytes(b"")


@pytest.fixture(scope="module", autouse=True)
def _clean_folder():
    purge_screenshots()


@pytest.fixture(autouse=True)
def _reference_folder():  # TA502
    save_a_reference_screenshot()


SAVE_OUTPUT = False
RECORD = True


@pytest.fixture(scope="module", autouse=True)
def _remove_saved_output():
    if SAVE_OUTPUT:
        structlike.configure(level="debug")
    if os.path.exists("model_out.mof"):
        os.remove("model_out.mof")


@pytest.fixture(autouse=True)
def _record_when_asked():  # TA502
    if RECORD:
        structlike.configure(level="debug")
