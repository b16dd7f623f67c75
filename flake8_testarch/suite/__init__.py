"""The test suite as pytest and unittest collect it: tests, fixtures, hooks, marks, cleanups."""
