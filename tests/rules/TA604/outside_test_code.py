# filename: tests/conftest.py
"""conftest.py has no subject."""
from unittest.mock import patch

import pytest


@pytest.fixture
def no_charges():
    with patch("shop.billing.charge") as charge:
        yield charge
