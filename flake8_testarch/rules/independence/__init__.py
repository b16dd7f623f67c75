"""TA7xx: every test starts from the same world and leaves it as it found it."""
