import pytest
from vcr import VCR


class RecordedTest:
    """Every test of a subclass replays its own cassette."""

    @pytest.fixture(autouse=True)
    def cassette(self, request):
        recorder = VCR(record_mode="none")
        with recorder.use_cassette(request.node.name):
            yield


class LoggedTest:
    @pytest.fixture(autouse=True)
    def log_requests(self, caplog):
        yield
        print(caplog.text)
