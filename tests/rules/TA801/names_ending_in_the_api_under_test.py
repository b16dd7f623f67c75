import os
import unittest


def test_makedirs_exist_ok(tmp_path):
    target = tmp_path / "logs"
    os.makedirs(target, exist_ok=True)
    os.makedirs(target, exist_ok=True)
    assert target.is_dir()


class TestServer:
    def test_reports_did_start_ok(self, server):
        server.start()
        assert server.did_start_ok


def test_upload_ok(client):  # TA801
    assert client.post("/upload", data=b"x").status_code == 201


def test_status_ok(client):  # TA801
    ok = client.get("/status").ok
    assert ok


def test_set_replies_ok(r):
    assert r.set("key", "value") == b"OK"


def test_reply_without_ok(server):
    reply = server.command("ping")
    del reply["ok"]
    assert server.parse(reply) is None


def test_script_returns_status_ok(server):
    result = server.eval('return {ok = "done"}')
    assert result == "done"


def test_upload_ok(client):  # TA801
    """The upload is ok."""
    assert client.upload(b"data").status_code == 201


def test_login_works(client):  # TA801
    assert client.login("ann", "pw") is not None, "login works for ann"


def test_access_existence_f_ok(path):
    assert os.access(path, os.F_OK)


async def test_close_waits_for_close_ok(connection, monkeypatch):
    # "close ok" is the protocol's reply, handled by the connection.
    seen = []
    monkeypatch.setattr(connection, "handle_close_ok", seen.append)
    await connection.close()
    assert seen


def test_channel_open_cancelled_after_open_ok(channel):
    channel.receive(frames.Channel.OpenOk())
    assert channel.cancel_pending() is False


def test_lock_stays_denied_where_flock_works(lock):
    assert lock.acquire(blocking=False) is False


def test_report_goes_from_fail_to_ok(runner):
    assert runner.rerun().passed


def test_connection_closes_when_ok(connection):
    # A clause with its verb left out, beside `..._when_sql_error`.
    connection.run("select 1")
    assert connection.closed


def test_connection_closes_when_sql_error(connection):
    connection.run("select")
    assert connection.closed


def test_error_lists_which_templates_are_ok(loader):
    # The clause says what the error lists: the templates that load.
    with pytest.raises(LookupError) as raised:
        loader.load("missing")
    assert "invoice" in str(raised.value)


def test_all_templates_are_ok(loader):  # TA801
    assert loader.load("invoice")


def test_login_for_admin_works(client):  # TA801
    assert client.login("admin")


def test_login_when_password_expired_works(client):  # TA801
    assert client.login("old")


def test_ok(final_text):
    spinner = make_spinner()
    spinner.ok(final_text)
    assert spinner.last_frame.endswith("\n")


def test_works(final_text):  # TA801
    works = make_spinner()
    works.spin(final_text)
    assert works.last_frame


def test_how_privacy_works(docs):
    assert docs.section("privacy").table == docs.expected_table()


def test_true_be_ok():
    # `should.be.ok` is the assertion library's own phrase under test.
    assert expect(True).should.be.ok


def test_reply_is_ok(client):  # TA801
    assert client.get("/").reply.ok


class TestStatus:
    def test_error_cannot_override_ok(self, span):
        span.set_status(StatusCode.OK)
        span.record_error(ValueError("boom"))
        assert span.status is StatusCode.OK

    def test_finished_ok(self, span):  # TA801
        span.finish()
        ok = span.finished
        assert ok

    def test_unwrap_or_ok(self):
        assert Err("boom").unwrap_or(Ok(1)) == Ok(1)


class ControlReplies(unittest.TestCase):
    def testSetReplyOk(self):
        # camelCase: the last word `Ok` is the reply code the test expects.
        self.device.receive("<set name='power' value='on'/>")
        self.expect_sent("<setResponse code=\"OK\"/>")

    def testSetReplyPowerOk(self):  # TA801
        self.device.receive("<set name='power' value='on'/>")
        self.expect_sent("<setResponse code=\"DONE\"/>")


class ExtraAcknowledgements(unittest.TestCase):
    # `ok` names the extra "OK" acknowledgement the helper makes the
    # instrument send before its answer: data under test, not a verdict.
    def _read_after_acks(self, acks):
        self.port.replies = ["OK\r\n"] * acks + ["99.9\r\n"]
        self.assertEqual(self.meter.read(), 99.9)

    def test_read_voltage_ok(self):
        self._read_after_acks(1)

    def _read_plain(self):
        """Reads once; the reply is OK when it parses."""
        self.port.replies = ["99.9\r\n"]
        self.assertEqual(self.meter.read(), 99.9)

    def test_read_current_ok(self):  # TA801
        self._read_plain()


def _send_after(replies):
    return ["ACK"] + replies


def test_module_helper_sends_ok(device):
    device.answer(_answers_with_ok())
    assert device.last_status() == "ready"


def _answers_with_ok():
    return ["ok", "ready"]


def test_answered_ok(device):  # TA801
    device.answer(_send_after(["ready"]))
    assert device.last_status() == "ready"
