import sys
import unittest

if sys.version_info < (3, 8):
    import unittest2 as unittest  # noqa: F811
