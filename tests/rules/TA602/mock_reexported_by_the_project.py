from shop import mocking
from shop.mocking import again
from shop.testing import mock


def test_mock_through_a_project_module(checkout):
    mailer = mock.MagicMock()  # TA602
    checkout.finish(mailer)
    mailer.send.assert_called_once()


def test_mock_module_imported_as_an_alias(checkout):
    mailer = mocking.mock.Mock()  # TA602
    checkout.finish(mailer)
    mailer.send.assert_called_once()


def test_mock_through_two_project_modules(checkout):
    mailer = again.Mock()  # TA602
    checkout.finish(mailer)
    mailer.send.assert_called_once()


def test_patch_through_a_project_module(checkout):
    with mock.patch("shop.billing.gateway") as gateway:  # TA602
        gateway.refund.return_value = True
        assert checkout.refund(10)


def test_mock_with_spec_through_a_project_module(checkout):
    mailer = mock.MagicMock(spec=["send"])
    checkout.finish(mailer)
    mailer.send.assert_called_once()
