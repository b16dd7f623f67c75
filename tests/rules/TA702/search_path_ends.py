"""Taking an entry off one end of sys.path undoes a change at that end only."""
import sys
import unittest


class FrontInsert(unittest.TestCase):
    def setUp(self):
        sys.path.insert(0, "plugins")

    def tearDown(self):
        del sys.path[0]

    def test_loads_plugin(self):
        self.assertTrue(load("plugin"))


class AppendUndoneAtTheFront(unittest.TestCase):
    def setUp(self):
        sys.path.append("plugins")  # TA702

    def tearDown(self):
        del sys.path[0]

    def test_loads_plugin(self):
        self.assertTrue(load("plugin"))


class AppendPopped(unittest.TestCase):
    def setUp(self):
        sys.path.append("plugins")

    def tearDown(self):
        sys.path.pop()

    def test_loads_plugin(self):
        self.assertTrue(load("plugin"))


class RemovedByValue(unittest.TestCase):
    def setUp(self):
        sys.path.append("plugins")
        sys.path.insert(0, "vendor")

    def tearDown(self):
        sys.path.remove("plugins")
        sys.path.remove("vendor")

    def test_loads_plugin(self):
        self.assertTrue(load("plugin"))


class EntryOfTheSetupReplaced(unittest.TestCase):
    # The test replaces the entry setUp put at the front, which tearDown
    # takes away: nothing is left changed.
    def setUp(self):
        sys.path.insert(0, "plugins.zip")

    def tearDown(self):
        sys.path.pop(0)

    def test_loads_from_another_archive(self):
        sys.path[0] = "other.zip"
        self.assertTrue(load("plugin"))


class EntryTheSetupDidNotAdd(unittest.TestCase):
    def setUp(self):
        sys.path.append("plugins.zip")

    def tearDown(self):
        sys.path.pop()

    def test_loads_from_another_archive(self):
        sys.path[0] = "other.zip"  # TA702
        self.assertTrue(load("plugin"))
