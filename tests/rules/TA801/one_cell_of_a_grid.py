import unittest


class CheckerTests(unittest.TestCase):
    # "ok" is one of three permission states each side runs through.
    def test_combined_left_denied_right_ok(self):
        self.assertTrue(combined("denied", "ok").allows())

    def test_combined_left_denied_right_denied(self):
        self.assertFalse(combined("denied", "denied").allows())

    def test_combined_left_denied_right_hidden(self):
        self.assertFalse(combined("denied", "hidden").allows())

    def test_combined_left_hidden_right_ok(self):
        self.assertFalse(combined("hidden", "ok").allows())

    def test_combined_left_hidden_right_hidden(self):
        self.assertFalse(combined("hidden", "hidden").allows())


class ProxyTests(unittest.TestCase):
    def test_read_with_guard_ok(self):
        self.assertEqual(proxied(guard("ok")).read(), 1)

    def test_read_with_guard_refusing(self):
        with self.assertRaises(PermissionError):
            proxied(guard("refusing")).read()

    def test_read_with_guard_hiding_name(self):
        with self.assertRaises(AttributeError):
            proxied(guard("hiding")).read()

    def test_write_with_guard_ok(self):
        self.assertIsNone(proxied(guard("ok")).write(1))

    def test_write_with_guard_refusing(self):
        with self.assertRaises(PermissionError):
            proxied(guard("refusing")).write(1)


class HandshakeTests(unittest.TestCase):
    # The feature's success beside its failure cases: "ok" is the verdict.
    def test_handshake_ok(self):  # TA801
        self.assertTrue(handshake("v13"))

    def test_handshake_protocol_unsupported(self):
        with self.assertRaises(ValueError):
            handshake("v1")

    def test_handshake_compress(self):
        self.assertTrue(handshake("v13", compress=True))


class SendTests(unittest.TestCase):
    # A pass/fail pair, even repeated under another name: "ok" is the verdict.
    def test_send_before_deadline_ok(self):  # TA801
        self.assertEqual(send("a", deadline=1), "a")

    def test_send_before_deadline_fail(self):
        with self.assertRaises(TimeoutError):
            send("a", deadline=0)

    def test_send_after_deadline_ok(self):  # TA801
        self.assertEqual(send("a", deadline=1, late=True), "a")

    def test_send_after_deadline_fail(self):
        with self.assertRaises(TimeoutError):
            send("a", deadline=0, late=True)
