# flags: --testarch-integration-primitives=requests.*,shop.app.create_app --testarch-categories=unit,integration,external_infra
import pytest
import requests

from shop.app import create_app


@pytest.mark.unit
def test_http_client():  # TA203
    assert requests.get("https://example.com").ok


@pytest.mark.unit
def test_composition_root():  # TA203
    assert create_app()
