"""A project setter given the value its state starts with (read from the
project's code: the module-level instance, its class's __init__ and the
property's setter) puts the state back; any other value arranges."""
import pytest

import retrying
from retrying import _settings


@pytest.fixture(autouse=True)
def _back_to_the_start():
    retrying.set_enabled(True)
    retrying.hooks.set_hooks(None)
    retrying.set_attempts()
    _settings.set_verbose(False)


@pytest.fixture(autouse=True)
def _retrying_off():  # TA502
    retrying.set_enabled(False)


@pytest.fixture(autouse=True)
def _more_attempts():  # TA502
    retrying.set_attempts(attempts=5)


@pytest.fixture(autouse=True)
def _verbose():  # TA502
    _settings.set_verbose(True)


@pytest.fixture(autouse=True)
def _no_hooks():  # TA502
    retrying.hooks.set_hooks(())


@pytest.fixture(autouse=True)
def _from_the_start(retrying_as_it_starts):
    yield


@pytest.fixture(autouse=True)
def _handlers_emptied():
    _settings.REGISTRY.handlers = {}


@pytest.fixture(autouse=True)
def _handlers_seeded():  # TA502
    _settings.REGISTRY.handlers = {"retry": print}


@pytest.fixture(autouse=True)
def _limit_raised():  # TA502
    _settings.REGISTRY.limit = 20


@pytest.fixture(autouse=True)
def _forget():
    retrying.hooks.forget_locations()


@pytest.fixture(autouse=True)
def _remember():  # TA502
    retrying.hooks.remember("here")


@pytest.fixture(autouse=True)
def _backends_emptied(monkeypatch):
    monkeypatch.setattr("retrying._settings._BACKENDS", {})
    monkeypatch.setattr(_settings, "_BACKENDS", {})


@pytest.fixture(autouse=True)
def _backends_seeded(monkeypatch):  # TA502
    monkeypatch.setattr("retrying._settings._BACKENDS", {"memory": dict})


@pytest.fixture(autouse=True)
def _policy_as_declared():
    retrying.Policy.instances = {}
    retrying.Policy.shared_state = None


@pytest.fixture(autouse=True)
def _policy_shared():  # TA502
    retrying.Policy.shared_state = {}


# A context variable set to the default it is made with reads as before
# anything set it; any other value arranges.
@pytest.fixture(autouse=True)
def _no_attempt_left_over():
    _settings.current_attempt.set(None)


@pytest.fixture(autouse=True)
def _first_attempt():  # TA502
    _settings.current_attempt.set(1)
