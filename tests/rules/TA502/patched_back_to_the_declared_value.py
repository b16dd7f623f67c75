# A patch that gives a class attribute back the value the class declares
# it with (`mocker.patch.object(RepositoryTool, "_root", None)` where the
# class says `_root = None`) forgets what an earlier test cached: every
# test starts the same, nothing is arranged. Another value arranges.
from unittest import mock

import pytest

from shop.repository import RepositoryTool


@pytest.fixture(autouse=True)
def forget_the_cached_root(mocker):
    mocker.patch.object(RepositoryTool, "_root", None)
    mocker.patch.object(RepositoryTool, "_cwd", None)


@pytest.fixture(autouse=True)
def forget_the_cached_root_with_mock():
    with mock.patch.object(RepositoryTool, "_root", None):
        yield


@pytest.fixture(autouse=True)
def fewer_retries(mocker):  # TA502
    mocker.patch.object(RepositoryTool, "retries", 1)
