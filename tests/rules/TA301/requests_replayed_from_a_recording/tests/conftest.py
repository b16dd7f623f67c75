import betamax
import pytest


@pytest.fixture
def recorded_session(session):
    with betamax.Betamax(session).use_cassette("shared"):
        yield session


@pytest.fixture
def maybe_recorded(request, session):
    # Opens a cassette only for a marked test: not every test replays.
    if request.node.get_closest_marker("recorded"):
        with betamax.Betamax(session).use_cassette("shared"):
            yield session
    else:
        yield session
