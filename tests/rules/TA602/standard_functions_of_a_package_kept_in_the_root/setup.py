from setuptools import setup

setup(
    name="shop",
    package_dir={"shop": "."},
    packages=["shop"],
)
