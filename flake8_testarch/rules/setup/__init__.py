"""TA5xx: setup lives in the test."""
