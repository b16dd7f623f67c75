import asyncio
import pickle
import subprocess
import unittest
import weakref
from unittest import mock

import numpy as np
import pytest
from numpy.testing import assert_allclose
from trio.testing import RaisesGroup


def check_total(value):
    assert value == 3


def outer_helper(value):
    inner_helper(value)


def inner_helper(value):
    if value < 0:
        raise AssertionError("negative")


def test_plain_assert():
    assert sum([1, 2]) == 3


def test_pytest_raises():
    with pytest.raises(ZeroDivisionError):
        print(1 / 0)


def test_mock_assertion():
    m = mock.Mock(spec=["run"])
    m.run()
    m.run.assert_called_once_with()


def test_numpy_testing():
    assert_allclose([1.0], [1.0])
    np.testing.assert_array_equal([1], [1])


def test_helper_that_asserts():
    check_total(3)


def test_helper_two_calls_deep():
    outer_helper(1)


def test_conditional_raise(items):
    if not items:
        raise RuntimeError("expected items")


def test_pytester_lines(pytester):
    result = pytester.runpytest()
    result.stdout.fnmatch_lines(["*passed*"])


def test_nested_function_asserts():
    def verify(value):
        assert value

    verify(1)


def test_fail_call(items):
    if items:
        pytest.fail("should be empty")


@pytest.mark.xfail(reason="known bug")
def test_expected_failure():
    print("runs but is not judged")


@pytest.mark.skip(reason="not ready")
def test_skipped():
    print("never runs")


class SwitchedOffByConstants(unittest.TestCase):
    @unittest.skipUnless(False, "needs the staging server")
    def test_never_runs_unless_false(self):
        print("never runs")

    @unittest.skipIf(True, "not on this branch")
    def test_never_runs_if_true(self):
        print("never runs")

    @unittest.skipIf(False, "runs everywhere")
    def test_runs_when_the_constant_does_not_skip(self):  # TA301
        print("runs")


@pytest.mark.skipif(True, reason="parked")
def test_parked_with_a_constant():
    print("never runs")


def test_only_skips():
    pytest.skip("needs a database")


def test_skips_before_code_that_never_runs():
    import sys

    pytest.skip("flaky on CI")
    print(sys.argv)
    print(sum([1, 2]))


def test_skips_only_where_the_import_fails():  # TA301
    pytest.importorskip("numpy")
    print(sum([1, 2]))


class TestWithHelperMethods:
    def check(self, value):
        assert value

    def test_uses_own_helper(self):
        self.check(1)


class BaseChecks(unittest.TestCase):
    def assertValid(self, value):
        self.assertTrue(value)


class ChildChecks(BaseChecks):
    def test_inherited_helper(self):
        self.assertValid(1)

    @unittest.expectedFailure
    def test_known_broken(self):
        print("x")


@pytest.fixture
def verified():
    yield 1
    assert True


def test_fixture_checks_after_yield(verified):
    print(verified)


class LifecycleChecks(unittest.TestCase):
    def tearDown(self):
        if not self.finished:
            raise RuntimeError("test did not finish")

    def test_finishes(self):
        self.finished = True


def test_raises_group_context():
    with RaisesGroup(ValueError):
        print("from trio.testing or pytest")


def test_response_raises_on_error(client):
    client.get("/").raise_for_status()


def test_subprocess_exit_status_is_checked():
    subprocess.check_call(["true"])


def test_pytester_random_order_lines(pytester):
    pytester.runpytest().stdout.fnmatch_lines_random(["*passed*"])


def test_assertions_shipped_to_a_worker(worker):
    code = """
        result = compute()
        assert result == 1
    """
    worker.run_webworker(code)


def test_one_line_of_asserting_source_run_by_a_runner(runner):
    runner.run([runner.python, "-c", "import os; assert os.environ['MODE'] == 'ci'"])


def test_source_written_for_later_is_not_run(pytester):  # TA301
    pytester.makepyfile("def test_x():\n    assert 1\n")


class ResponseChecker:
    def __init__(self, response):
        assert response.ok


def test_helper_class_checks_when_built(response):
    ResponseChecker(response)


class Recorder:
    def __init__(self):
        self.events = []

    def verify(self, expected):
        assert self.events == expected


def test_helper_instance_method_checks():
    recorder = Recorder()
    recorder.verify([])


def test_method_of_a_fresh_helper_instance_checks():
    Recorder().verify([])


class NoErrorsExpected:
    def __enter__(self):
        return self

    def __exit__(self, error_type, error, traceback):
        assert error_type is None


def test_context_manager_checks_on_exit():
    with NoErrorsExpected():
        print("work")


class TestWithClassFixture:
    @pytest.fixture
    def recorded(self):
        events = []
        yield events
        assert events

    def test_uses_a_class_fixture_that_checks(self, recorded):
        recorded.append(1)


class BaseCase(unittest.TestCase):
    def check_all(self):
        self.assertTrue(True)


class DerivedCase(BaseCase):
    def check_all(self):
        super().check_all()

    def test_helper_reaching_the_base_through_super(self):
        self.check_all()


def test_mock_server_receives_the_request(server, client):
    client.kill_cursor(7)
    server.receives("killCursors", cursors=[7])


def hang_up(session):
    reply = session.quit()
    assert reply.startswith("221"), reply


class SessionChecks(unittest.TestCase):
    # The teardown checks each test through a helper it calls.
    def tearDown(self):
        hang_up(self.session)

    def test_logs_in(self):
        self.session.login("user", "secret")


def test_closing_twice_does_not_raise(connection):
    connection.close()
    connection.close()


def test_short_lived_child(spawn):
    """A child that exits at once used to make spawn() fail."""
    spawn(["true"])


def test_unknown_keys_are_ignored(settings):
    # Loading must not error on keys it does not know.
    settings.load({"colour": "blue"})


def test_bad_job_wont_break_the_scheduler(scheduler):
    scheduler.every(0).do(None)
    scheduler.run_pending()


def test_failures_are_logged(reporter):
    # just making sure a failing callback doesn't explode the reporter
    reporter.report(RuntimeError("boom"))


def test_tiny_window(terminal):
    # resizing to one column raised an exception in older versions
    terminal.resize(1, 1)


async def test_leaving_without_entering(client):
    """Leaving the client without entering it first runs cleanly."""
    await client.__aexit__(None, None, None)


def test_stop_before_connecting(component):
    """Stopped before it ever connects, the component still exits properly."""
    component.start()
    component.stop()


async def test_failed_tick_is_survived(scheduler, source):
    await scheduler.tick(source)  # the error is caught


def test_reload_after_the_file_is_gone(settings, tmp_path):
    settings.load(tmp_path / "app.ini")
    # must go through without an error
    settings.reload()


def test_loader_gracefully_handles_an_empty_folder(loader, tmp_path):
    loader.scan(tmp_path)


async def test_tick_runs(scheduler, source):  # TA301
    """Runs one tick of the scheduler."""
    await scheduler.tick(source)


def test_the_build_command_succeeds(tmp_path):
    subprocess.run(["shop-build", str(tmp_path)], check=True)


def test_the_build_command_is_only_run(tmp_path):  # TA301
    subprocess.run(["shop-build", str(tmp_path)], check=False)


async def test_disconnect_while_sending(client):
    await client.disconnect()
    # should not block
    await client.send("late")


def test_a_full_pipe_does_not_stall_the_server(server_process):
    server_process.stdin.write(b"x" * 65536)
    # If the server stops reading, this will time out and let us know.
    server_process.communicate(timeout=5)


def test_a_full_pipe_is_written(server_process):  # TA301
    # The server will read it later.
    server_process.stdin.write(b"x" * 65536)
    server_process.communicate(timeout=5)


def test_logged_messages_are_serialisable(logger):
    logger.write({"message_type": "event", "value": 12})
    logger.validate()


def test_response_matches_the_spec(spec, client):
    response = client.get("/pets/1")
    spec.validate_response(response.request, response)


def test_response_is_made_valid(spec, client):  # TA301
    response = client.get("/pets/1")
    spec.make_valid(response)


async def test_many_requests_at_once(client):
    await asyncio.gather(*[client.get("/") for _ in range(50)])
    # nothing to assert: this ensures no error was raised by the gather


def test_parse_garbage():
    """Ensure that no strange exceptions are raised."""
    parse_multipart(b"\x00\xff")


async def test_concurrent_first_queries(pool):
    """Concurrent first queries do not cause initialization issues."""
    await asyncio.gather(*(pool.fetch("select 1") for _ in range(10)))


async def test_concurrent_first_queries_are_answered(pool):  # TA301
    """Concurrent first queries get their rows."""
    await asyncio.gather(*(pool.fetch("select 1") for _ in range(10)))


def test_saved_page_says_so(app):
    response = app.get("/save")
    response.mustcontain("Saved")


def test_missing_path_is_ignored(settings):
    """Loading stays quiet when the path is missing."""
    settings.load("/nowhere")


def test_reload_after_a_failed_load(settings):
    # It should be possible to reload after a failed load.
    try:
        settings.load("/nowhere")
    except OSError:
        pass
    settings.reload()


def test_finish_with_nothing_to_do(settings):
    settings.finish()  # noraise


def test_index_of_names_after_a_reload(store):
    index = store.reload("names")
    index.consistency()  # fails in case of a broken reload


def test_copy_no_cause_inf_recursion(settings):
    settings.copy()


def test_old_name_still_available(ca):
    # We can still use the old name.
    ca.create_cert()


def test_an_actor_can_be_started_with_any_arguments(actor_class):
    actor_class.start(1, "two", three=3)


def test_realize_accepts_the_flag(options):
    options.realize(["-d"])
    # we don't get an error for the flag given alone


def test_setting_the_title(screen):
    # The title is never read back, so this only checks the call doesn't
    # crash.
    screen.set_title("a title")


def test_setting_the_name(screen_class):  # TA301
    # Nothing can be read back from the screen.
    screen_class().set_name("a name")


def test_odd_hosts_are_parsed(parse):
    parse("http://[::1]:80/")
    # as long as we don't get ValueErrors, we're good


def test_a_set_is_weak_referencable(make_set):
    weakref.ref(make_set())


def test_a_bad_port_is_refused(parse_port):
    from testtools import ExpectedException

    with ExpectedException(ValueError):
        parse_port("70000")


def test_a_component_imported_twice(schema):
    # Make sure we can import a component twice.
    schema.load("widget-a")
    schema.load("widget-a")


def test_making_the_root(host):
    """Making the root folder should do nothing."""
    host.makedirs("/", exist_ok=True)


def test_close_does_nothing_when_never_opened(tube):
    tube.close()


def test_close_when_never_opened(tube):  # TA301
    tube.close()


def test_double_close_is_safe(tube):
    tube.close()
    tube.close()


def test_flush_is_a_noop_when_empty(tube):
    tube.flush()


def test_hooks_are_no_ops(tube):
    # There are no assertions here because these hooks only need to exist.
    tube.started()
    tube.stopped()


def test_deep_nesting(render):
    # Deeply nested input must terminate instead of raising RecursionError.
    render("[" * 5000)


def test_an_actor_can_start(actor_class):  # TA301
    actor_class.start()


def test_schema_with_a_bad_pattern_is_accepted_without_a_format_checker(validator):
    validator.check_schema({"pattern": "*notaregex"}, format_checker=None)


async def test_closing_an_idle_channel(make_channel):
    async with make_channel():
        """Closing it with nothing sent should not raise."""


def test_runner_state_pickles(runner):
    runner.prepare()
    # assert nothing is raised
    pickle.dumps(runner)


def test_regression_issue208(parser):
    parser.set_default_command(lambda foo_bar: foo_bar)


def test_208_regression(parser):
    parser.set_default_command(lambda foo_bar: foo_bar)


def test_iss1723(parser):
    # The project's own spelling of its issue numbers.
    parser.set_default_command(lambda foo_bar: foo_bar)


def test_mission1723(parser):  # TA301
    parser.set_default_command(lambda foo_bar: foo_bar)


def test_208_parsers_default_command(parser):  # TA301
    parser.set_default_command(lambda foo_bar: foo_bar)


class TestRegressions:
    def test_cached_subquery(self, queries):
        list(queries.cached().filter(pk__in=queries.subquery()))


def test_472(queries):
    list(queries.cached().filter(pk__in=queries.subquery()))


def test_parser_default_command(parser):  # TA301
    parser.set_default_command(lambda foo_bar: foo_bar)


def test_the_catalogue_matches_its_recording(data_regression, catalogue):
    data_regression.check(catalogue.as_dict())


def test_the_catalogue_is_loaded(catalogue):  # TA301
    catalogue.check()


def test_bare_word_operands_do_not_warn(parse):
    # warnings are errors in this suite
    parse("$[?@.a == 1]")


def test_edge_case_of_empty_segments(parse):
    """Smoke test for an edge case."""
    parse("$..")


def test_edge_case_of_empty_segments_parsed(parse):  # TA301
    """Parses an edge case."""
    parse("$..")


def test_repr_of_long_text(record_factory):
    # There was an issue that prevented repr from working on long texts.
    repr(record_factory(b"12345678901"))


def test_repr_of_short_text(record_factory):  # TA301
    # Builds the repr of a short text.
    repr(record_factory(b"123"))


def test_close_hang(pool):
    # A hang is a failure no assert can show: getting through is the check.
    pool.close()


def test_close_hanging_up(pool):  # TA301
    pool.hang_up()


def test_shutdown_race(pool):
    pool.shutdown()
    pool.shutdown(wait=False)


def test_shutdown_traced(pool):  # TA301
    pool.shutdown()


def test_decoder_tolerates_a_byte_order_mark(decoder):
    # Named for what the decoder copes with: getting through is the check.
    decoder.feed(b"\xef\xbb\xbf{}")


def test_flush_with_no_handles_open(pool):  # TA301
    pool.flush()


def test_saving_the_cookies_swallows_a_runtime_error(jar, broken_disk):
    # Named for what the jar copes with: an error swallowed is none raised.
    jar.save(broken_disk)


def test_saving_the_cookies_after_a_swallow(jar):  # TA301
    jar.save("swallow.txt")


def test_flush_of_an_empty_pool_noop(pool):
    # Named for what it comes to, nothing: getting through is the check.
    pool.flush()


def test_both_writes_succeed(pool):
    pool.write(b"a")
    pool.write(b"b")


def test_noop_writer_is_installed(pool):  # TA301
    pool.install_writer()


def test_unused_pool_teardown_ok(pool):
    # Named for what it comes to: the teardown goes through.
    pool.close()


def test_ok_writer_is_installed(pool):  # TA301
    pool.install_writer("ok")


class TestCollectionMethods:
    """Tests that the collection's methods work and do not crash."""

    def test_every_item_is_listed(self, collection):
        for item in collection.items():
            item.label()


class TestCollectionListing:
    """Tests of how the collection lists its items."""

    def test_every_item_is_listed(self, collection):  # TA301
        for item in collection.items():
            item.label()


def test_renders_a_span(tracer):
    span = tracer.start_span("render")
    span.finish()
    # verify that we can encode the finished span
    encode(span)


def test_many_plugins(tmp_path):
    # A long plugin list once broke the loader (issue #169); build one to
    # ensure it still works.
    load_plugins([f"plugin{i}" for i in range(25)], root=tmp_path)


def test_profile_methods_of_one_class():
    """Reported in https://example.org/tracker/issues/232"""
    profile = Profiler()
    profile(Thing.first)
    profile(Thing.second)


class TestUploads:
    def test_unicode_metadata_name(self, connection):
        connection.post("box", "item", {"x-meta-\u00e9": "\u00e9"})

        # The name cannot be read back; this only tests that the post
        # doesn't blow up with a decoding error.

    def test_empty_upload(self, connection):  # TA301
        connection.post("box", "item", {})

    # A note on the next test: it used to blow up.
    def test_listing(self, connection):  # TA301
        connection.list("box")


def test_log_lines_checked_by_the_capture(capture, recorder):
    recorder.record("GetInstance")
    capture.check(("shop.api", "DEBUG", "Request: GetInstance"))


@garbage.garbage_checked()
def test_parsing_leaves_no_garbage():
    parse_document("<a/>")


@deprecation.fail_if_not_removed
def test_the_old_reader_is_gone_by_its_removal_version():
    parse_document("<a/>", legacy=True)


@deprecation.deprecated_in("1.0")
def test_the_old_reader_still_parses():  # TA301
    parse_document("<a/>", legacy=True)


class TestPreprocessor:
    def test_constructor(self):
        """Can a SvgPreprocessor be constructed?"""
        SvgPreprocessor()

    def test_convert(self):  # TA301
        """Convert one drawing."""
        SvgPreprocessor().convert("<svg/>")

    def test_subclassing(self):
        """Test that SvgPreprocessor can be subclassed."""

        class Quiet(SvgPreprocessor):
            pass

    def test_from_a_file(self):
        """Ensure a preprocessor can be built from a settings file."""
        SvgPreprocessor.from_file("settings.toml")

    def test_c_backend_loadable(self):
        SvgPreprocessor.load_backend("c")

    def test_class_attributes_allowed(self):
        SvgPreprocessor.from_class_attributes(scale=2)

    def test_gzip_input_supported(self):
        SvgPreprocessor().convert_file("drawing.svgz")

    def test_scale_not_allowed(self):  # TA301
        SvgPreprocessor(scale=0)

    def test_saved_as_a_texttable(self):  # TA301
        SvgPreprocessor().save("drawing.txt", style="texttable")

    def test_variable(self):  # TA301
        SvgPreprocessor().convert("<svg><var/></svg>")

    def test_deleting(self):
        """An empty drawing can be deleted."""
        SvgPreprocessor().delete()

    def test_nothing_is_read(self):  # TA301
        """Test that nothing can be read from an empty drawing."""
        SvgPreprocessor().convert("")


class TestServiceName:
    def test_service_name(self):
        # Failing with 'No mock address' means the wrong endpoint was chosen
        for count in range(1, 4):
            self.list_volumes_on_service(count)


def test_legacy_list_of_keys_is_accepted(encoder):
    # no assert as we are just expecting this not to throw
    encoder.filter_values({}, ["password"])


def test_on_success():  # TA301
    Directory({"unknown": "value"}).on_success()


def test_repr_of_a_node(node):
    # Can we produce a repr string for this node
    repr(node)


def test_repr_of_a_tree(tree):  # TA301
    # We cannot compare reprs across versions
    repr(tree)


def test_date_from_ticks(driver):  # TA301
    driver.DateFromTicks(0)
    # Can we assume this? The API does not say.


def test_parse_of_the_services_document(document):
    """Make sure that parsing succeeds at all."""
    services_of(document)


def test_parse_of_the_empty_document(document):  # TA301
    """Verify that nothing succeeds on an empty document."""
    services_of(document)


def test_imports_of_the_public_names():
    """None of these imports should fail."""
    import_public_names()


def test_python_crash(parser):
    parser.feed(b"\xff" * 10)


async def test_crash_of_a_crashed_service(service):  # TA301
    # `crash` names the method under test here.
    await service.crash(KeyError())


def test_can_login_without_a_second_factor(session):
    session.login("user", "secret")


def test_cannot_login_twice(session):  # TA301
    session.login("user", "secret")


def test_sample_parses_as_a_schema(schema_class, sample):
    schema_class.model_validate(sample)


async def test_database_is_found_by_name(couch, name):
    await couch[name]


async def test_database_info_is_read(couch):  # TA301
    await couch.info()
