import contextlib
import gc
import os
import shutil
import sys
import unittest

import pytest

errors = []

try:
    import numpy
except Exception:
    numpy = None


def test_handler_reraises(client):
    try:
        client.sync()
    except Exception:
        client.rollback()
        raise
    assert client.synced


def test_handler_raises_from(client):
    try:
        client.sync()
    except Exception as error:
        raise RuntimeError("sync") from error
    assert client.synced


def test_handler_fails_skips_or_asserts(client):
    try:
        client.sync()
    except Exception as error:
        pytest.fail(f"sync raised {error}")
    try:
        client.connect()
    except Exception:
        pytest.skip("no server")
    try:
        client.sync()
    except Exception as error:
        assert "timeout" in str(error)


def test_handler_keeps_the_exception(client):
    caught = None
    try:
        client.sync()
    except Exception as error:
        caught = error
    try:
        client.sync()
    except BaseException as error:
        errors.append(error)
    assert caught is None and not errors


def test_specific_exception(client):
    try:
        client.sync()
    except ValueError:
        pass
    with contextlib.suppress(KeyError):
        client.drop("x")
    assert client.synced


def test_inverted_check(client):
    try:
        client.check()
    except AssertionError:
        pass
    else:
        raise AssertionError("check should have failed")


def test_raises_on_purpose(app):
    try:
        raise Exception("dummy")
    except Exception:
        pass
    try:
        with app.context():
            raise ValueError("boom")
    except Exception:
        pass
    try:
        1 / 0
    except Exception:
        pass
    assert app.torn_down


def test_cleanup_in_a_test(tmp_path, server):
    path = tmp_path / "x"
    assert server.write(path)
    try:
        os.remove(path)
        shutil.rmtree(tmp_path / "d")
    except Exception:
        pass
    try:
        import gc as collector

        collector.collect()
    except BaseException:
        pass
    try:
        server.close()
    finally:
        try:
            server.report()
        except Exception:
            pass


def test_log_file_is_written(tmp_path, server):
    log = server.start(log_file=tmp_path / "log")
    assert log.read_text()
    try:
        if os.path.exists(log):
            os.remove(log)
        elif server.running:
            server.stop()
    except Exception as error:
        print(f"could not clean up: {error}")


def test_sampling_starts(server):
    # A session left over by another test is stopped first, if there is one.
    try:
        server.sampling_stop()
    except Exception:
        pass
    assert server.sampling_start(ratio=10) == "OK"


def test_sampling_started_twice(server):
    try:
        server.sampling_start(ratio=10)
    except Exception:  # TA303
        pass
    assert server.sampling_start(ratio=10) == "OK"


def test_diagnostics(result):
    if result != 3:
        try:
            detail = result.explain()
            print("detail:", detail, file=sys.stderr)
        except Exception as error:
            print("no detail:", error)
    assert result == 3


def test_retry_loop(server):
    while True:
        try:
            connection = server.connect()
            break
        except Exception:
            pass
    assert connection.alive


def test_retried_assertion_that_fails_when_out_of_attempts(server):
    for _ in range(10):
        try:
            assert server.ready
            break
        except AssertionError:
            pass
    else:
        pytest.fail("server never ready")


def test_crash_test_without_checks_is_ta301s(parser):
    for blob in [b"", b"\x00"]:
        try:
            parser.parse(blob)
        except Exception:
            pass


def test_nested_generator_and_helper_swallow():
    def gen():
        try:
            yield
        except BaseException:
            pass

    def fake_server(sock):
        try:
            sock.serve()
        except Exception:
            pass

    g = gen()
    next(g)
    assert fake_server


def helper_probe(url):
    try:
        return url.fetch()
    except Exception:
        pass


@pytest.fixture
def server(tmp_path):
    srv = object()
    try:
        srv.start()
    except Exception:
        pass
    yield srv
    try:
        srv.stop()
    except Exception:
        pass


class TestUnittest(unittest.TestCase):
    def setUp(self):
        try:
            self.db = object()
        except Exception:
            pass

    def tearDown(self):
        try:
            self.db.close()
        except Exception:
            pass

    def test_uses_finally(self):
        try:
            self.assertTrue(self.db)
        finally:
            try:
                self.db.flush()
            except Exception:
                pass


async def test_async_cleanup(client):
    assert await client.ping()
    try:
        await client.aclose()
    except Exception:
        pass


def test_rendering_a_bad_filter_raises(filters):
    assert filters.empty() == []
    # A hand-written assertRaises: the flag is set only if rendering worked.
    rendered = None
    try:
        rendered = str(filters.make(bad=True))
    except Exception:
        pass
    if rendered is not None:
        raise AssertionError("a bad filter rendered")


def test_rendering_a_filter_is_tolerated(filters):
    assert filters.empty() == []
    rendered = None
    try:
        rendered = str(filters.make(bad=True))
        assert rendered
    except Exception:  # TA303
        pass
    print(rendered)


def test_expected_values_fall_back_to_their_defaults(response, adapter):
    text = payload = None
    try:
        payload = response.json()
    except Exception:
        pass
    try:
        text = response.text
    except Exception:
        pass
    with pytest.raises(VaultError) as raised:
        adapter.raise_for(response)
    assert raised.value.json == payload
    assert raised.value.text == text


def test_a_value_without_a_default_read_after_fails_unbound(response, adapter):
    try:
        payload = response.json()
    except Exception:
        pass
    assert adapter.decode(response) == payload


def test_a_value_read_only_in_a_branch_is_still_swallowed(response, adapter):
    try:
        payload = response.json()
    except Exception:  # TA303
        pass
    if adapter.strict:
        assert adapter.decode(response) == payload


def test_a_value_read_after_an_early_return_is_still_swallowed(response, adapter):
    try:
        payload = response.json()
    except Exception:  # TA303
        pass
    if not adapter.enabled:
        return
    assert adapter.decode(response) == payload


def test_a_value_bound_before_a_later_step_is_still_swallowed(response, adapter):
    try:
        payload = response.json()
        adapter.note(payload)
    except Exception:  # TA303
        pass
    assert adapter.decode(response) == payload


def test_checks_skipped_when_the_value_cannot_be_worked_out(sizer):
    stat = None
    try:
        stat = os.statvfs(".")
    except Exception:  # TA303
        pass
    else:
        assert sizer.size(stat) > 0
    assert sizer.size(None) == 0


def test_spawned_in_a_working_folder(spawn):
    try:
        os.mkdir("cwd_tmp")
    except:
        pass
    child = spawn("pwd", cwd="cwd_tmp")
    assert child.read().endswith("cwd_tmp")


def test_project_setup_swallowed(spawn, workspace):
    try:
        workspace.prepare("cwd_tmp")
    except:  # TA303
        pass
    child = spawn("pwd", cwd="cwd_tmp")
    assert child.read().endswith("cwd_tmp")
