# setup.py gives install_requires through a variable it assigns first: the
# project's own code depends on mock, so its tests may use it too.
from mock import Mock, patch


def test_uses_the_library_the_project_depends_on():
    with patch("legacy_shop.cart.load") as load:
        load.return_value = Mock(spec=["items"])
        assert load().items is not None
