# flags: --testarch-categories=unit,integration,external_infra
import pytest

docker = pytest.importorskip("docker")
pytestmark = pytest.mark.external_infra


def test_lists_containers():
    assert docker
