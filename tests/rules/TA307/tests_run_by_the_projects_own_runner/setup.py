from setuptools import setup

from kettle import runner


class KettleTest(runner.Test):
    with_coverage = True


def run_setup():
    commands = {}
    commands["test"] = KettleTest
    setup(name="kettle", cmdclass=commands)


if __name__ == "__main__":
    run_setup()
