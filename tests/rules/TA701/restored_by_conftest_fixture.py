import os


def test_environment_proxies():
    os.environ.update({"HTTP_PROXY": "http://proxy:3128"})
    assert os.environ["HTTP_PROXY"] == "http://proxy:3128"


def test_home_directory():
    os.environ["HOME"] = "/nowhere"
    assert True
