# filename: src/app/sync.py


def sync(client):
    try:
        assert client.ready
        client.sync()
    except Exception:
        pass
