"""A key deleted and written back later, or the whole environment emptied and
refilled from a copy, is one change and its restore: the restore is named
(it runs only if nothing before it fails), and is not a change of its own."""
import os


def test_no_agent_socket(connect):
    del os.environ["AGENT_SOCK"]  # TA701
    assert connect() is None
    os.environ["AGENT_SOCK"] = "agent"


def test_region_from_environment(session):
    saved = dict(os.environ)
    os.environ["REGION"] = "eu-west-1"  # TA701
    assert session().region == "eu-west-1"
    os.environ.clear()
    os.environ.update(saved)


def test_emptied_and_left_empty(session):
    os.environ.clear()  # TA701
    assert session().region is None
