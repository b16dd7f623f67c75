"""Unloading a module to import it afresh puts the entry back."""
import importlib
import sys

import pytest


@pytest.mark.parametrize("name", ["ledger.legacy_api", "ledger.old_totals"])
def test_old_import_paths_warn(name):
    sys.modules.pop(name, None)
    with pytest.warns(DeprecationWarning):
        importlib.import_module(name)


def test_settings_read_at_import():
    del sys.modules["ledger.settings"]
    import ledger.settings

    assert ledger.settings.CURRENCY == "EUR"


def test_only_its_package_imported_again():
    sys.modules.pop("ledger.legacy_api", None)  # TA702
    import ledger

    assert ledger.VERSION


def test_unloaded_and_left_out():
    sys.modules.pop("ledger.settings", None)  # TA702
    assert "ledger.settings" not in sys.modules
