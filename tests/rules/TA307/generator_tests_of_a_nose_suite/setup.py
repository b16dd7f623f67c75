from setuptools import find_packages, setup

setup(
    name="shop",
    packages=find_packages(),
    tests_require=["nose"],
    test_suite="nose.collector",
)
