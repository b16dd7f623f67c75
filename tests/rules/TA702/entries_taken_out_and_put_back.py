# An entry `setUp` takes out of the search path (`sys.path.remove(folder)`)
# and `tearDown` puts back (`sys.path.insert(0, folder)`), also under the
# same condition, is restored.
import sys
import unittest

from shop import plugins


class WithoutThePluginsFolder(unittest.TestCase):
    def setUp(self):
        self.had_plugins = plugins.FOLDER in sys.path
        if self.had_plugins:
            sys.path.remove(plugins.FOLDER)

    def tearDown(self):
        if self.had_plugins:
            sys.path.insert(0, plugins.FOLDER)

    def test_lookup_misses(self):
        self.assertIsNone(plugins.find("reports"))


class PluginsFolderAtTheBack(unittest.TestCase):
    def setUp(self):
        sys.path.remove(plugins.FOLDER)

    def tearDown(self):
        sys.path.append(plugins.FOLDER)

    def test_lookup_misses(self):
        self.assertIsNone(plugins.find("reports"))


class PluginsFolderNeverPutBack(unittest.TestCase):
    def setUp(self):
        sys.path.remove(plugins.FOLDER)  # TA702

    def test_lookup_misses(self):
        self.assertIsNone(plugins.find("reports"))
