"""A hand-built mock the test only hands where the project's code expects a
standard-library object (read from the parameter's annotation) stands in
for Python's own class; one handed where the project expects its own class
still needs a spec."""
import ssl
from unittest import mock

import pytest

from shop import workers


def test_each_process_is_terminated():
    first = mock.Mock(pid=101)
    second = mock.Mock(pid=102)
    workers.stop_all([first, second])
    first.terminate.assert_called_once_with()
    second.terminate.assert_called_once_with()


def test_publisher_keeps_its_channel():
    channel = mock.Mock()
    channel.poll.return_value = False
    publisher = workers.NamedPublisher(channel)
    assert publisher.channel is channel


def test_done_is_sent_to_the_target():
    target = mock.Mock()
    workers.notify(target=target)
    target.send.assert_called_once_with("done")


def test_order_is_marked_shipped():
    order = mock.Mock()  # TA602
    workers.ship(order)
    order.mark_shipped.assert_called_once_with()


def test_process_also_handed_to_the_project_as_an_order():
    proc = mock.Mock(pid=7)  # TA602
    workers.stop_all([proc])
    workers.ship(proc)
    proc.terminate.assert_called_once_with()


@pytest.fixture
def channel():
    channel = mock.Mock()
    return channel


def test_publisher_built_from_the_fixture(channel):
    channel.recv.return_value = "ping"
    publisher = workers.Publisher(channel)
    assert publisher.channel.recv() == "ping"


def test_no_error_logged_on_a_retry():
    with mock.patch("shop.workers.log") as log:
        workers.notify()
    log.error.assert_not_called()


def test_the_registry_is_replaced():
    with mock.patch("shop.workers.registry") as registry:  # TA602
        workers.notify()
    registry.channel.send.assert_called_once_with("done")


def test_handlers_made_where_they_are_handed_over():
    dispatcher = workers.QuietDispatcher()
    dispatcher.add_handlers(["audit"], [mock.Mock(level=10)])
    assert dispatcher.handlers


def test_orders_made_where_they_are_handed_over():
    dispatcher = workers.Dispatcher()
    dispatcher.ship_each([mock.Mock(total=3)])  # TA602
    assert dispatcher.orders


def test_output_drained_through_the_projects_alias():
    proc = mock.Mock()
    proc.stdout.read.return_value = "done"
    assert workers.drain(proc) == "done"


def test_a_project_class_behind_an_alias_still_needs_a_spec():
    reader = mock.Mock()  # TA602
    reader.read.return_value = "done"
    assert workers.read_with(reader) == "done"


def test_a_stream_given_only_what_files_answer():
    # closed, isatty, fileno: Python's own file interface.
    stdout = mock.Mock(closed=False)
    stdout.isatty.return_value = True
    stdout.fileno.return_value = 1
    assert workers.colours_for(stdout)


def test_a_stream_given_a_method_files_do_not_have():
    stdout = mock.Mock(closed=False)  # TA602
    stdout.colour_depth.return_value = 256
    assert workers.colours_for(stdout)


def test_a_warning_on_the_projects_logger():
    # `workers.log` is what `logging.getLogger(...)` made in the project.
    with mock.patch.object(workers.log, "warning") as warned:
        workers.retry_later()
    warned.assert_called_once()


def test_a_warning_on_the_projects_logger_replaced_by_hand():
    # A hand-built mock that only answers, in place of a method of that logger.
    with mock.patch.object(workers.log, "warning", mock.Mock()):
        workers.retry_later()
        workers.log.warning.assert_called_once()


def test_a_warning_replaced_by_a_mock_given_attributes():
    with mock.patch.object(workers.log, "warning", mock.Mock(level=3)):  # TA602
        workers.retry_later()
        workers.log.warning.assert_called_once()


def test_a_method_of_the_projects_publisher():
    with mock.patch.object(workers.registry, "publish") as publish:  # TA602
        workers.retry_later()
    publish.assert_called_once()


def test_tls_context_is_what_the_standard_library_builds(config):
    context = mock.Mock()
    with mock.patch.object(ssl, "create_default_context", return_value=context):
        workers.build_tls(config)
    context.load_cert_chain.assert_called_with("cert.pem", "key.pem")


@mock.patch("shop.workers.select.poll")
def test_poller_is_what_the_standard_library_builds_linked_later(poll):
    poller = mock.Mock(poll=mock.Mock(return_value=[]))
    poll.return_value = poller
    workers.wait_for_input(timeout=0.5)
    poller.poll.assert_called_once_with(500)


@mock.patch("shop.orders.Order.objects.filter")  # TA602
def test_matches_are_what_the_projects_query_builds_linked_later(filter_orders):
    matches = mock.MagicMock()  # TA602
    filter_orders.return_value = matches
    matches.delete.return_value = (3, None)
    workers.start()
    matches.delete.assert_called_once()


@mock.patch("shop.workers.make_pool")  # TA602
def test_pool_is_what_the_projects_factory_builds_linked_later(make_pool):
    pool = mock.Mock()  # TA602
    make_pool.return_value = pool
    workers.start()
    pool.submit.assert_called_once()


def test_pool_is_what_the_projects_factory_builds(config):
    pool = mock.Mock()  # TA602
    with mock.patch.object(workers, "make_pool", return_value=pool):  # TA602
        workers.build_tls(config)
    pool.submit.assert_called_once()


@mock.patch("shop.workers.log.isEnabledFor")
def test_a_method_of_the_projects_logger_by_its_path(enabled_for):
    enabled_for.return_value = True
    workers.retry_later()
    enabled_for.assert_called()


@mock.patch("shop.workers.registry.publish")  # TA602
def test_a_method_of_the_projects_publisher_by_its_path(publish):
    workers.retry_later()
    publish.assert_called_once()


@mock.patch("asyncio.open_connection")
async def test_streams_are_what_the_standard_library_opens(open_connection):
    reader = mock.Mock()
    writer = mock.Mock()
    writer.drain = mock.AsyncMock()
    open_connection.return_value = (reader, writer)
    await workers.send_line(b"ping")
    writer.write.assert_called_once_with(b"ping\n")


@mock.patch("shop.orders.open_stream")  # TA602
async def test_streams_are_what_the_project_opens(open_stream):
    reader = mock.Mock()
    writer = mock.Mock()  # TA602
    open_stream.return_value = (reader, writer)
    await workers.send_line(b"ping")
    writer.send_frame.assert_called_once_with(b"ping")


@mock.patch("socket.create_connection")
def test_second_connection_is_refused(create_connection):
    # What each call returns in turn: the standard library's sockets.
    first = mock.Mock()
    first.recv.return_value = b"ok"
    create_connection.side_effect = [first, ConnectionRefusedError()]
    assert workers.connect_twice() == [b"ok", None]


@mock.patch("shop.orders.open_stream")  # TA602
def test_second_stream_is_refused(open_stream):
    first = mock.Mock()  # TA602
    first.read_frame.return_value = b"ok"
    open_stream.side_effect = [first, ConnectionRefusedError()]
    assert workers.open_twice() == [b"ok", None]
