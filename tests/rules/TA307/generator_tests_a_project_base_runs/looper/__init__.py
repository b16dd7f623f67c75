"""An event-loop test case, re-exported whole."""
from unittest import *  # noqa: F403

from .case import *  # noqa: F403
