"""The suite's own command-line helper, a package beside the tests."""
