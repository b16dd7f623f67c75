"""A project that still declares Python 2 (``requires-python = ">=2.7"``)
has no ``unittest.mock`` there: its tests mock with the backport."""
import mock
from mock import patch


def test_metrics_are_sent(client):
    with patch("legacy.client.send", autospec=True) as send:
        client.flush()
    send.assert_called_once_with(mock.ANY)
