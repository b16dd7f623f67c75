"""A test that uses a `fixtures.Fixture` (`self.useFixture(...)`) runs its
`_setUp`: a `_setUp` that checks checks for the test. One that only builds
checks nothing."""
import fixtures
import testtools


class RecordAdded(fixtures.Fixture):
    def __init__(self, table, name):
        self.table, self.name = table, name

    def _setUp(self):
        self.record = self.table.add(self.name).execute(check_error=True)


class RecordMade(fixtures.Fixture):
    def __init__(self, table, name):
        self.table, self.name = table, name

    def _setUp(self):
        self.record = self.table.add(self.name)


class TestRecords(testtools.TestCase):
    def _added(self, name):
        return self.useFixture(RecordAdded(self.table, name)).record

    def _made(self, name):
        return self.useFixture(RecordMade(self.table, name)).record

    def test_record_is_added(self):
        self._added("dns")

    def test_record_is_made(self):  # TA301
        self._made("dns")
