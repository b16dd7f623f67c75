"""A function of an installed library stubbed to return a fixed value has
no contract of the project's to drift from, nor has a project module's
alias of a builtin. A function of the project still needs its spec, also
when a fake function of the file is its side effect."""
from unittest import mock

from shop.client import sign


@mock.patch("oauthlib.common.generate_timestamp", return_value="123")
@mock.patch("oauthlib.common.generate_nonce")
def test_signature_is_fixed(generate_nonce, generate_timestamp):
    generate_nonce.return_value = "abc"
    assert sign("payload") == "abc:123"


@mock.patch("shop.signing.ask", return_value="")
def test_enter_quits(ask):
    assert sign("q") is None


def fake_progress(iterable, length=None):
    return iter(iterable)


def test_progress_faked_by_a_function():
    # The fake's signature is the test's, not the real one's: still no spec.
    with mock.patch("shop.client.progress", side_effect=fake_progress):  # TA602
        assert sign("x") == "x"


@mock.patch("shop.signing.nonce", return_value="abc")  # TA602
def test_the_projects_function_still_needs_a_spec(nonce):
    assert sign("payload") == "abc:0"


@mock.patch("shop.signing.locate_certificates", mock.MagicMock(return_value="/etc/ca.pem"))
def test_certificates_from_the_optional_locator():
    # An optional library the project imports under `except ImportError`:
    # perhaps not installed, and nothing of the project's to drift from.
    assert sign("payload") == "signed with /etc/ca.pem"


@mock.patch("shop.signing.locate_keys", mock.MagicMock(return_value="/etc/key"))  # TA602
def test_keys_from_the_projects_own_store():
    assert sign("payload") == "signed with /etc/key"


try:
    from vaultsdk.secrets import SecretClient
except ImportError:
    SecretClient = None


def test_secret_read_from_the_optional_vault(mocker):
    # The test file takes the vault SDK as optional: a library, installed or not.
    mocker.patch.object(SecretClient, "get_secret", return_value="s3cr3t")
    assert sign("payload") == "signed with s3cr3t"


def test_a_library_missing_here_stubbed_bare(request_factory):
    # `webframe` is neither the project's nor installed here, while the
    # project's own `shop` is found: a library this environment lacks.
    with mock.patch("webframe.contrib.messages.add_message"):
        assert sign("note") == "note"


def test_a_function_of_the_project_stubbed_bare():
    with mock.patch("shop.signing.notify"):  # TA602
        assert sign("note") == "note"


def test_the_token_a_library_call_answers_with():
    token_response = mock.Mock()
    token_response.status = 200
    token_response.text = "token"
    with mock.patch("oauthlib.common.fetch_token", new=mock.Mock()) as fetch:
        fetch.return_value = token_response
        assert sign("payload") == "token"


def test_the_token_a_project_call_answers_with():
    token_response = mock.Mock()  # TA602
    token_response.status = 200
    with mock.patch("shop.signing.fetch_token", new=mock.Mock()) as fetch:  # TA602
        fetch.return_value = token_response
        assert sign("payload") == "token"
