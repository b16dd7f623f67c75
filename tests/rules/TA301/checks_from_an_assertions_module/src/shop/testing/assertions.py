# The comparison helpers of a test library that may not be installed.
from dbtools.testing.assertions import eq_  # noqa
