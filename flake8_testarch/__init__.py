"""flake8-testarch: flake8 plugins that check the architecture of test suites."""

__version__ = "0.1.0"
