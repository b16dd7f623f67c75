# A helper of the file that only tests asking for a restoring fixture call
# changes nothing that outlives them; one that another test also calls
# leaks through that test.
import os

import pytest


@pytest.fixture
def clean_environment():
    saved = os.environ.copy()
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _use_language(language):
    os.environ["LANG"] = language


def _use_editor(editor):
    os.environ["EDITOR"] = editor  # TA701


def test_messages_in_french(clean_environment, render):
    _use_language("fr_FR.UTF-8")
    assert render("hello") == "bonjour"


def test_messages_in_german(clean_environment, render):
    _use_language("de_DE.UTF-8")
    assert render("hello") == "hallo"


def test_editor_opened(clean_environment, open_editor):
    _use_editor("vi")
    assert open_editor() == "vi"


def test_editor_without_the_fixture(open_editor):
    _use_editor("nano")
    assert open_editor() == "nano"


class TestCompletion:
    def complete(self, line):
        os.environ["COMP_LINE"] = line
        return line.split()

    def test_words_completed(self, clean_environment):
        assert self.complete("app --") == ["app", "--"]
