# A test class whose setUp hands one of its own checking methods to the code
# under test (as a callback it stores or is given) checks through it: the
# code calls it back while each test drives it.
import unittest


class ReceiptPrinting(unittest.TestCase):
    def setUp(self):
        self.till = make_till()
        self.till.printer = self.assert_prints_text

    def assert_prints_text(self, text):
        self.assertIsInstance(text, str)

    def test_receipt_is_printed(self):
        self.till.close_sale()


class ReceiptSending(unittest.TestCase):
    def setUp(self):
        self.till = make_till()
        self.till.on_receipt(self._check_receipt)

    def _check_receipt(self, receipt):
        assert receipt.total >= 0

    def test_receipt_is_sent(self):
        self.till.close_sale()


class ReceiptRecording(unittest.TestCase):
    def setUp(self):
        self.sent = []
        self.till = make_till()
        self.till.printer = self._record

    def _record(self, text):
        self.sent.append(text)

    def test_receipt_is_recorded(self):  # TA301
        self.till.close_sale()


# A stand-in of the file whose methods check, built in setUp and handed to
# the code under test, checks each call the code makes on it.
class CheckingDisplay:
    def draw(self, row, text):
        assert row >= 0
        assert text is not None


class RecordingDisplay:
    def __init__(self):
        self.lines = []

    def draw(self, row, text):
        self.lines.append((row, text))


class MenuDrawing(unittest.TestCase):
    def setUp(self):
        self.display = CheckingDisplay()
        self.menu = make_menu(self.display)

    def test_menu_is_drawn(self):
        self.menu.open()


class MenuDrawingInline(unittest.TestCase):
    def setUp(self):
        self.menu = make_menu(display=CheckingDisplay())

    def test_menu_is_drawn(self):
        self.menu.open()


class MenuRecording(unittest.TestCase):
    def setUp(self):
        self.display = RecordingDisplay()
        self.menu = make_menu(self.display)

    def test_menu_is_drawn(self):  # TA301
        self.menu.open()
