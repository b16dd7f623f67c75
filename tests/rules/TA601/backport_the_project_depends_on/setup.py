from setuptools import find_packages, setup

setup(
    name="legacy-shop",
    packages=find_packages(exclude=["tests"]),
    install_requires=[
        "six>=1.9",
        "mock>=1.2 ; python_version<'3.3'",
    ],
)
