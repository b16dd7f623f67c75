class Test:
    """The project's own test command: it runs each test on an event loop."""
