import os


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
