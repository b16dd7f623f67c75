"""A change written in a lambda the test hands over happens whenever the
holder calls it, not in the test's own line: it is not reported (and must
not break the rule). The same change made by the test is."""
import os


def test_cd_alias_is_functional(shell):
    shell.aliases["cd"] = lambda args: os.chdir(args[0])
    assert shell.is_functional("cd")


def test_cd_runs_in_the_test(shell):
    os.chdir(shell.home)  # TA702
    assert shell.is_functional("cd")
