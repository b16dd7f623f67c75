from setuptools import setup
from setuptools.command.test import test as TestCommand


class PyTest(TestCommand):
    def run_tests(self):
        import pytest

        raise SystemExit(pytest.main([]))


setup(name="kettle", cmdclass={"test": PyTest}, extras_require={"test": ["pytest"]})
