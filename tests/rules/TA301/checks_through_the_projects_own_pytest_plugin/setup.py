from setuptools import find_packages, setup

setup(
    name="shoptest",
    package_dir={"": "src"},
    packages=find_packages("src"),
    entry_points={"pytest11": ["shoptest = shoptest.plugin"]},
)
