"""A project whose setup is built by its own tooling still ships the
metadata of its sdist (``PKG-INFO``); a Python 2 classifier there is a
declaration like any other."""
from mock import patch


def test_the_task_runs_its_dependencies(runner):
    with patch("taskrun.tasks.call") as call:
        runner.run("release")
    assert call.call_count == 2
