pytest_plugins = ["shop.pytest_plugin"]
