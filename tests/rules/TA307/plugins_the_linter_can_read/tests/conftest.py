pytest_plugins = ["pytester", "tests.support.fixtures"]
