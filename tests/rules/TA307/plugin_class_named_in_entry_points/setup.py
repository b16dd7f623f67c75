from setuptools import setup

setup(
    name="broker",
    entry_points={
        "broker.plugins": [
            "recorder = tests.test_plugins:RecordingPlugin",
        ],
    },
)
