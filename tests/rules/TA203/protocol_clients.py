# flags: --testarch-categories=unit,integration,external_infra
import ftplib
from smtplib import SMTP as MailClient

import pytest

pytestmark = pytest.mark.unit


@pytest.fixture
def mail():
    with MailClient("localhost", 8025) as client:
        yield client


def test_mail_server_answers(mail):  # TA203
    assert mail.noop()[0] == 250


def test_listing_comes_from_a_real_server():  # TA203
    listing = ftplib.FTP("localhost").nlst()
    assert listing == ["readme.txt"]


def test_reply_code_is_parsed():
    assert int("250 ok"[:3]) == 250
