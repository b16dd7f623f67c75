# The accepting half of a pair whose refusing half calls a helper of a
# base class kept in another module of the suite: the helper expects the
# call to raise, so the test giving valid input checks by getting through.
from tests import base


class FileLocationTest(base.LocationTestBase):
    def test_parse_uri_valid(self):
        self.location.parse_uri("file:///srv/images/1")

    def test_parse_uri_invalid(self):
        self._check_rejected("file://")

    def test_port_valid(self):
        self.location.set_port(8080)

    def test_port_invalid(self):
        self._check_rejected_port(-1)

    def test_scheme_read(self):  # TA301
        self.location.read_scheme("file:///srv/images/1")
