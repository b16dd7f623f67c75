"""Test data: production objects built through builders, literals named once."""
