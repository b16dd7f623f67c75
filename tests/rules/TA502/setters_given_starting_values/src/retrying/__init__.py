from ._settings import set_enabled, set_attempts
from . import hooks
from ._settings import Policy
