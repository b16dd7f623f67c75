# filename: tests/integration/test_sync.py
# flags: --testarch-categories=unit,integration
# The conftest.py above adds the category as pytest collects: its hook is
# not run here, so these tests may well carry one.


class TestSync:
    def test_pushes_new_orders(self, remote):
        assert remote.push([1]) == 1


def test_pulls_nothing_when_up_to_date(remote):
    assert remote.pull() == []
