from setuptools import setup

setup(name="shop", python_requires=">=2.7")
