"""The assertion-call globs (built in and --testarch-assert-functions) match
names exactly as fnmatch would."""

import fnmatch

import pytest

from flake8_testarch.rules.validation._statements import _matcher

pytestmark = pytest.mark.unit

GLOBS = ["assert*", "*.assert*", "a*b", "check?", "[xy].ok", "*"]
NAMES = ["assert", "assertx", "self.assertEqual", "a.b", "axb", "a\nb", "check1", "x.ok", "", "z"]


@pytest.mark.parametrize("glob", GLOBS)
def test_a_glob_matches_the_names_fnmatch_matches(glob):
    matches = _matcher((glob,))

    assert [bool(matches(name)) for name in NAMES] == [
        fnmatch.fnmatchcase(name, glob) for name in NAMES
    ]
