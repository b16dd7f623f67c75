# An autouse fixture that checks before its `yield` checks the test's
# precondition (the server came up), not what the test did.
import pytest

from parser import parse_one, start_server


class TestAgainstAServer:
    @pytest.fixture(autouse=True)
    def server(self):
        self.server = start_server()
        assert self.server.ready()
        yield
        self.server.stop()

    def test_fetching_the_example(self):  # TA301
        parse_one(self.server.fetch("[1]"))
