"""Shared fixtures: the suite is run by pytest too."""
