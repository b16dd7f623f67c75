"""A package the packaging keeps in a folder of another name (setup.py's
`package_dir={"shop": "."}`: the project root is the `shop` package) is
still found: a standard function its module imported is the standard
library's; its own class is not."""
from unittest.mock import patch


def test_the_clock_is_stubbed(stamp):
    with patch("shop.clock.time.time", return_value=1):
        assert stamp.now() == 1


def test_the_projects_class_is_replaced(stamp):
    with patch("shop.clock.Stamp") as fake:  # TA602
        fake.return_value.now.return_value = 1
        assert stamp.now() == 1
