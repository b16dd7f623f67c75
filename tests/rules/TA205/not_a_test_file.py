# flags: --testarch-categories=unit,integration,external_infra
# filename: src/infra/probe.py
import pytest


@pytest.mark.external_infra
def test_probe():
    return 1
