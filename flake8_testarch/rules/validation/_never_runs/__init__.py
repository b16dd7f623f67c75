"""TA307's checks, one module each, and what they share (see
``rules/validation/ta307_test_never_runs.py``)."""
