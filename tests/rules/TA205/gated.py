# flags: --testarch-gate-markers=requires_* --testarch-categories=unit,integration,external_infra
import shutil
import unittest

import pytest
from pytest import mark

requires_docker = pytest.mark.skipif(shutil.which("docker") is None, reason="needs docker")


@mark.external_infra
@requires_docker
def test_with_an_alias_gate():
    assert 1 == 1


@mark.external_infra
@pytest.mark.skipif(shutil.which("kubectl") is None, reason="needs a cluster")
class TestCluster:
    def test_deploys(self):
        assert 1 == 1


@mark.external_infra
@unittest.skipUnless(shutil.which("adb"), "needs a device")
class TestDevice(unittest.TestCase):
    def test_boots(self):
        self.assertEqual(1, 1)


@mark.external_infra
@mark.requires_gpu
def test_with_a_configured_gate_marker():
    assert 1 == 1


@mark.unit
def test_unit_needs_no_gate():
    assert 1 == 1
