# flags: --testarch-never-mock=app.security.*
# filename: src/app/fakes.py
from unittest.mock import patch


def allow_everything():
    return patch("app.security.check_permission", return_value=True)
