import faulthandler


def pytest_configure(config):
    faulthandler.dump_traceback_later(timeout=1800, exit=True)
