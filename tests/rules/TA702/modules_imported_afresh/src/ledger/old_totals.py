"""The old name of the ledger API."""
import warnings

warnings.warn("use ledger.api", DeprecationWarning, stacklevel=2)
