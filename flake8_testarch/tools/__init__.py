"""The adoption commands of ``flake8-testarch``: ``report``, ``categorize``, ``fix``.

Each module adds one subcommand (``add_parser(commands)``) to the command
line of ``cli.py``. They read the project as flake8 does (its configuration,
its options), never import or run the code they read, and change files only
with ``--write``; without it they print what they would change as a diff.
"""
