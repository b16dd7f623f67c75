"""The same, imported under another name."""

import unittest.mock as mock

from shop.testing import mock as again
