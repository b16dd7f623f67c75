# flags: --testarch-categories=unit,integration,external_infra
# filename: src/shop/marks.py
import pytest


@pytest.mark.unit
@pytest.mark.integration
def test_not_collected_here():
    return 1
