"""Mocks made once at module level and put in place by the tests."""
import socket
from unittest import mock

from shop import loader

listening_socket = mock.Mock(getsockname=lambda: ("127.0.0.1", 8080))
remote = mock.Mock(fetch=lambda key: "cached")  # TA602


def test_server_reports_its_address(monkeypatch):
    # Put in place of the standard library's socket class: Python's own
    # interface, which does not drift with the project.
    monkeypatch.setattr("socket.socket", listening_socket)
    assert loader.address() == ("127.0.0.1", 8080)


def test_loader_reads_through_the_remote(monkeypatch):
    monkeypatch.setattr(loader, "remote", remote)
    assert loader.load("a") == "cached"
