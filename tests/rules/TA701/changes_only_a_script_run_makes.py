"""A function of the module called only under `def test_the_runner_collects_this_too():
    os.environ["VALIDATOR_MODE"] = "strict"  # TA701
    assert os.environ["VALIDATOR_MODE"]


if __name__ == "__main__":`
never runs under a test runner; one a test calls too does."""
import os


def configure_validator():
    os.environ["VALIDATOR_HOME"] = "/opt/validator"


def configure_reporter():
    os.environ["REPORTER_HOME"] = "/opt/reporter"  # TA701


def test_reporter_home_is_set():
    configure_reporter()
    assert os.environ["REPORTER_HOME"]


def test_the_runner_collects_this_too():
    os.environ["VALIDATOR_MODE"] = "strict"  # TA701
    assert os.environ["VALIDATOR_MODE"]


if __name__ == "__main__":
    configure_validator()
    configure_reporter()
    test_the_runner_collects_this_too()
