"""pytest-httpx's fixture fails a request that matches no registered
response, and, at teardown, a registered response nobody requested: the
registration is the check. A mark switching the teardown check off leaves
only a registration that states what the request must match."""
import httpx
import pytest
from pytest_httpx import HTTPXMock


def test_token_is_sent(httpx_mock):
    httpx_mock.add_response(url="https://api.test/me", match_headers={"Authorization": "Bearer t"})
    httpx.get("https://api.test/me", headers={"Authorization": "Bearer t"})


def test_the_fixture_by_its_type(mock_http: HTTPXMock):
    mock_http.add_response(method="POST")
    httpx.post("https://api.test/items", json={"name": "mug"})


@pytest.mark.httpx_mock(assert_all_responses_were_requested=False)
def test_matching_request_with_the_teardown_check_off(httpx_mock):
    httpx_mock.add_response(match_json={"name": "mug"})
    httpx.post("https://api.test/items", json={"name": "mug"})


@pytest.mark.httpx_mock(assert_all_responses_were_requested=False)
def test_any_request_with_the_teardown_check_off(httpx_mock):  # TA301
    httpx_mock.add_response(status_code=204)
    httpx.post("https://api.test/items", json={"name": "mug"})


def test_another_object_adding_a_response(recorder):  # TA301
    recorder.add_response(url="https://api.test/me")
    httpx.get("https://api.test/me")


def test_attributes_looked_up_by_name():
    for name in ("user_data_dir", "user_cache_dir"):
        getattr(httpx, name)


def test_attributes_looked_up_with_a_default():  # TA301
    for name in ("user_data_dir", "user_cache_dir"):
        getattr(httpx, name, None)
