"""TA6xx: mocking policy."""
