pytest_plugins = ["pytest_kernels.client"]
