import betamax
import pytest


@pytest.fixture
def recorded_session(session):
    with betamax.Betamax(session).use_cassette("shared"):
        yield session
