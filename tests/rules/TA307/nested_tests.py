import pytest


def test_outer():
    assert True

    def test_inner():  # TA307
        assert False


@pytest.fixture
def server():
    def test_in_fixture():  # TA307
        assert False

    return start()


def helper():
    @pytest.mark.slow
    async def test_in_helper():  # TA307
        assert False

    return 1


class TestShop:
    def test_method(self):
        def test_in_method():  # TA307
            assert False

        assert True
