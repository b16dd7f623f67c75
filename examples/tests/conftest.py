import subprocess
import sys
from unittest.mock import create_autospec

import pytest

from shop.fulfilment import Fulfilment
from shop.inventory import Inventory
from shop.ledger import open_ledger
from shop.notify import Notifier


@pytest.fixture
def inventory():
    return Inventory({"mug": 3, "plate": 2})


@pytest.fixture
def notifier():
    return create_autospec(Notifier, instance=True)


@pytest.fixture
def fulfilment(inventory, notifier):
    service = Fulfilment(inventory, notifier)
    service.start()
    yield service
    service.stop(timeout=5)


@pytest.fixture
def run_cli():
    def run(*args):
        return subprocess.run(
            [sys.executable, "-m", "shop.cli", *args],
            capture_output=True,
            text=True,
        )

    return run


@pytest.fixture
def ledger():
    sales = open_ledger(":memory:")
    yield sales
    sales.close()
