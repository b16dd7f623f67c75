# filename: tests/conftest.py
def setup_module(module):
    module.value = 1


class TestShared:
    def setup_method(self):
        self.value = 1
