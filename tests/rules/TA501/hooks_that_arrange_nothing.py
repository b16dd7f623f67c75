import unittest
from unittest import SkipTest

import pytest


def setup_module():
    """Nothing to prepare: the tests build their own data."""


def setup_function(function):
    pytest.importorskip("yaml")


class ReaderTests(unittest.TestCase):
    def setUp(self):
        super().setUp()

    @classmethod
    def setUpClass(cls):
        super(ReaderTests, cls).setUpClass()

    def test_reads_empty_file(self):
        self.assertEqual(read(""), [])


class OtherReaderTests(ReaderTests):
    def setUp(self):
        ReaderTests.setUp(self)

    async def asyncSetUp(self):
        await super().asyncSetUp()

    def test_reads_one_line(self):
        self.assertEqual(read("a"), ["a"])


class GatedTests(unittest.TestCase):
    def setUp(self):
        """Only runs where the C extension is built."""
        if not HAS_SPEEDUPS:
            raise SkipTest("no speedups")

    def test_speedups_encode(self):
        self.assertEqual(encode_fast(1), "1")


class TestPlatform:
    def setup_method(self, method):
        if WINDOWS:
            pytest.skip("posix only")
        else:
            pass

    def setup_class(cls):
        ...

    def test_path_separator(self):
        assert SEP == "/"


class ConfigurableTests(unittest.TestCase):
    def setUp(self):
        self.saved = Configurable._save_configuration()
        self.original_resolver = socket.getaddrinfo

    def tearDown(self):
        Configurable._restore_configuration(self.saved)
        socket.getaddrinfo = self.original_resolver

    def test_default_implementation(self):
        self.assertIsInstance(Configurable(), DefaultImpl)


class CleanupOnly(unittest.TestCase):
    def setUp(self):
        super().setUp()
        self.addCleanup(reset_registry)

    def test_registry_starts_empty(self):
        self.assertEqual(registry(), [])


class ChecksTheFrozenClock(unittest.TestCase):
    def setUp(self):
        self.assertEqual(today(), FROZEN_DAY)
        assert clock_is_frozen()

    def test_frozen_day(self):
        self.assertEqual(today().year, 2012)


class NamesEachTest(unittest.TestCase):
    def setUp(self):
        super().setUp()
        print(self.id())

    def test_prints_its_name(self):
        self.assertTrue(self.id())
