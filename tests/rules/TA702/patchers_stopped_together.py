import unittest
from unittest import mock

from app import native


class StoppedTogetherTests(unittest.TestCase):
    # setUp starts the patchers through a helper; `patch.stopall` registered
    # as a cleanup stops them all, so `native.kernel` is a mock for the test.
    def setUp(self):
        self._install_mocks()
        self.addCleanup(mock.patch.stopall)

    def _install_mocks(self):
        mock.patch.multiple(native, kernel=mock.DEFAULT).start()
        patcher = mock.patch.object(native, "codec")
        patcher.start()

    def test_free_returns_what_the_kernel_returns(self):
        free = native.kernel.Free
        free.return_value = 7
        self.assertEqual(native.free(1), 7)

    def test_codec_is_replaced(self):
        native.codec.name = "fake"
        self.assertEqual(native.codec.name, "fake")


class StoppedInTearDownTests(unittest.TestCase):
    def setUp(self):
        mock.patch.multiple(native, kernel=mock.DEFAULT).start()

    def tearDown(self):
        mock.patch.stopall()

    def test_free_returns_what_the_kernel_returns(self):
        native.kernel.Free.return_value = 3
        self.assertEqual(native.free(1), 3)


class NeverStoppedTests(unittest.TestCase):
    def setUp(self):
        mock.patch.multiple(native, codec=mock.DEFAULT).start()

    def test_free_returns_what_the_kernel_returns(self):
        native.kernel = FakeKernel(3)  # TA702
        self.assertEqual(native.free(1), 3)
