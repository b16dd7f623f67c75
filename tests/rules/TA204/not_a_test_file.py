# flags: --testarch-categories=unit,integration,external_infra
# filename: src/live/feed.py
import pytest


@pytest.mark.unit
class TestLiveFeed:
    def test_one(self):
        return 1
