# flags: --select TA000,TA4
# A prefix turns on the default codes only: TA402 must be named in full.
import sys


def test_off_by_default(app):
    if sys.platform == "win32":
        assert app.windows
    for user in app.users:
        assert user
