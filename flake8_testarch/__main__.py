"""``python -m flake8_testarch``: the same command as ``flake8-testarch``."""

import sys

from flake8_testarch.cli import main

if __name__ == "__main__":
    sys.exit(main())
