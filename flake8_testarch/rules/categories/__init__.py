"""TA2xx: test categories."""
