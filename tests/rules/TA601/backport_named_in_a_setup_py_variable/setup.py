from setuptools import find_packages, setup

install_requires = ["mock", "six"]

setup(
    name="legacy-shop",
    packages=find_packages(exclude=["tests"]),
    install_requires=install_requires,
)
