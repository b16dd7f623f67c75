import sys

if sys.version_info >= (3, 3):
    from unittest.mock import Mock
else:
    from mock import Mock

if sys.version_info < (3, 3):
    import mock
if sys.version_info[0] == 2:
    from mock import patch
if sys.version_info >= (3, 8):
    pass
else:
    import mock  # TA601

if sys.version_info < (3, 10):
    from mock import AsyncMock  # TA601

OLD_PYTHON = sys.version_info < (3, 3)
if OLD_PYTHON:
    from mock import call


def test_reply_is_sent():
    sender = Mock(spec=["send"])
    sender.send("hi")
    sender.send.assert_called_once_with("hi")
