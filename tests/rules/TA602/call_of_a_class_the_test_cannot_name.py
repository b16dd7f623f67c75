# The call of a class the test does not name, patched through the type of
# an object it holds (`patch.object(type(client.transport.fetch),
# "__call__")`, the stub a library builds for each remote method), is a
# stand-in for one call: stubbed to answer and checked by its calls, it
# has no interface of the project's to drift from.
from unittest import mock

from shop.remote import Client, FetchRequest


def test_fetch_sends_the_request():
    client = Client(transport="rpc")
    request = FetchRequest(name="mug")
    with mock.patch.object(type(client.transport.fetch), "__call__") as call:
        call.return_value = {"name": "mug"}
        client.fetch(request)
    assert len(call.mock_calls) == 1
    _, args, _ = call.mock_calls[0]
    assert args[0] == request


def test_fetch_result_used_as_an_object():
    client = Client(transport="rpc")
    with mock.patch.object(type(client.transport.fetch), "__call__") as call:  # TA602
        call.return_value.name = "mug"
        assert client.fetch(FetchRequest(name="mug")).name == "mug"


def test_named_class_call():
    with mock.patch.object(Client, "__call__") as call:  # TA602
        call.return_value = 3
        assert Client(transport="rpc")() == 3
