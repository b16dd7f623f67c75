from setuptools import setup

setup(
    name="pager",
    classifiers=[
        "Programming Language :: Python",
        "Programming Language :: Python :: 3",
    ],
)
