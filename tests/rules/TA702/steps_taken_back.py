"""The same step taken back (``+= n``, then ``-= n``) puts the attribute
back; taken back in a ``finally`` it is restored whatever happens."""
from app import lease


def test_newer_version_is_refused(client):
    lease.Lease.version += 1  # TA702
    assert client.acquire() is None
    lease.Lease.version -= 1


def test_newer_version_taken_back_in_finally(client):
    lease.Lease.version += 1
    try:
        assert client.acquire() is None
    finally:
        lease.Lease.version -= 1


def test_older_version_taken_back_in_finally(client):
    lease.Lease.version -= 2
    try:
        assert client.acquire() is not None
    finally:
        lease.Lease.version += 2


def test_a_different_step_back_is_another_change(client):
    lease.Lease.version += 2  # TA702
    assert client.acquire() is None
    lease.Lease.version -= 1
