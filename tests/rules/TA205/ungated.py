# flags: --testarch-categories=unit,integration,external_infra
import unittest

import pytest
from pytest import mark

infra = mark.external_infra


@pytest.mark.external_infra
def test_pulls_an_image():  # TA205
    assert "alpine".isalpha()


@infra
class TestCloudBucket:  # TA205
    def test_uploads(self):
        assert 1 == 1

    def test_downloads(self):
        assert 1 == 1

    @pytest.mark.skipif(True, reason="gated on its own")
    def test_gated(self):
        assert 1 == 1


@mark.external_infra
class TestLabDevice(unittest.TestCase):  # TA205
    def test_boots(self):
        self.assertEqual(1, 1)


@pytest.mark.parametrize("region", [pytest.param("eu", marks=infra), "local"])
def test_one_case_needs_infra(region):  # TA205
    assert region
