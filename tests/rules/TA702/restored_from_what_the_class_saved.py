"""A helper object that saves a module attribute on `self` and writes it back
in its own restore method puts the attribute back; writing anything else
there is a change."""
import unittest

from shop import registry


class _InstalledRegistry:
    def __init__(self):
        self._previous = registry.index
        self._fallback = registry.fallback

    def install(self, index):
        registry.index = index  # TA702

    def restore(self):
        registry.index = self._previous

    def swap(self):
        registry.index = self._fallback  # TA702


class RegistryTests(unittest.TestCase):
    def test_lookup(self):
        installed = _InstalledRegistry()
        self.addCleanup(installed.restore)
        self.assertIsNone(registry.lookup("x"))
