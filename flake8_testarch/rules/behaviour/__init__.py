"""TA4xx: one behaviour per test."""
