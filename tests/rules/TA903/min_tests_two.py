# flags: --testarch-literal-min-tests=2 --testarch-literal-min-length=5
def test_short_path(client):
    assert client.get("/a/bc").ok  # TA903


def test_short_path_again(client):
    assert client.get("/a/bc").ok
