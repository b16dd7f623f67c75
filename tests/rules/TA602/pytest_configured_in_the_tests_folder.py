"""A project whose pytest configuration sits in its tests folder
(`tests/pytest.ini`) and whose packaging configuration sits above it is
one project: its package and its declared dependencies are found from
there. A dependency's function checked only by its calls needs no spec;
a method of the project's own object does."""
from unittest import mock

from shop.main import Shell


def test_the_greeting_is_printed():
    with mock.patch("shop.main.click.secho") as secho:
        Shell().greet("ann")
    secho.assert_called_once()


def test_the_greeting_is_paged():
    shell = Shell()
    with mock.patch.object(shell, "page") as page:  # TA602
        page.return_value = "ann"
        assert shell.greet("ann") == "ann"
