# flags: --select TA
# TA alone turns on the default codes only: TA402 must be selected by a finer prefix.
import sys


def test_off_by_default(app):
    if sys.platform == "win32":
        assert app.windows
    for user in app.users:
        assert user
