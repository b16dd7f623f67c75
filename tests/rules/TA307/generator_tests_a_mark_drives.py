import pytest

pytestmark = pytest.mark.gen_test


def test_module_marked_generator(http_client, base_url):
    response = yield http_client.fetch(base_url)
    assert response.code == 200


@pytest.mark.gen_test
@pytest.mark.parametrize("path", ["/a", "/b"])
def test_marked_generator(http_client, base_url, path):
    response = yield http_client.fetch(base_url + path)
    assert response.code == 200


@pytest.mark.gen_test(timeout=3)
class TestFetching:
    def test_class_marked_generator(self, http_client, base_url):
        response = yield http_client.fetch(base_url)
        assert response.body
