"""TA3xx: self-validating tests."""
