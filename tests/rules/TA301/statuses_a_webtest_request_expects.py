"""webtest's TestApp raises when a response's status is not the one the
request states it expects, or, stating none, an error status: a request is a
check, but with `status="*"`; elsewhere it is not."""
import unittest

import webtest

from notes.app import make_app


class NotesAppTest(unittest.TestCase):
    def setUp(self):
        self.app = webtest.TestApp(make_app())

    def test_anonymous_reader_is_refused(self):
        self.app.get("/notes/1", status=401)

    def test_editor_can_save(self):
        app = self.app
        app.put("/notes/1", params=b"hello", status=[200, 201])

    def test_any_status_will_do(self):  # TA301
        self.app.get("/notes/1", status="*")

    def test_a_request_fails_on_an_error_status(self):
        self.app.get("/notes/1")
