def pytest_configure(config):
    config.addinivalue_line("markers", "slow: takes more than a second")
    config.addinivalue_line(
        "markers", "examples: runs the shipped examples"
    )
