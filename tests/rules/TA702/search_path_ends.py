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
