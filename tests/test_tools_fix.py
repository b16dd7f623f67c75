"""``flake8-testarch fix``: each rewrite, the cases it leaves alone, and a flake8 re-run
that shows the finding gone and nothing new (the installed commands, in a subprocess)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from flake8_testarch import cli
from tests.flake8_runner import FLAKE8, TIMEOUT_SECONDS, parse_reports

pytestmark = pytest.mark.integration

CLI = Path(sys.executable).parent / "flake8-testarch"
CONFIG = "[flake8]\nselect = E,W,F,TA\nmax-line-length = 100\n"


def run(command, cwd):
    return subprocess.run([str(part) for part in command], cwd=cwd, capture_output=True,
                          text=True, timeout=TIMEOUT_SECONDS)


def fixed(tmp_path, source: str) -> tuple[str, list[str], list[str]]:
    """The file after ``fix --write``, and flake8's codes before and after."""
    (tmp_path / "setup.cfg").write_text(CONFIG)
    path = tmp_path / "test_example.py"
    path.write_text(textwrap.dedent(source))
    before = [r.code for r in parse_reports(run([FLAKE8], tmp_path).stdout)]
    result = run([CLI, "fix", "--write"], tmp_path)
    assert result.returncode == 0, result.stderr
    after = [r.code for r in parse_reports(run([FLAKE8], tmp_path).stdout)]
    return path.read_text(), before, after


def test_patches_without_spec_get_autospec(tmp_path):
    text, before, after = fixed(tmp_path, """\
        from unittest import mock

        from shop import paths


        @mock.patch("shop.paths.current_dir")
        def test_cwd(current_dir):
            current_dir.return_value.name = "srv"
            assert paths.current_dir().name == "srv"


        def test_pid():
            with mock.patch.object(
                paths, "process"  # the process id
            ) as process:
                process.return_value.pid = 7
                assert paths.process().pid == 7
        """)

    assert (before, after) == (["TA602", "TA602"], [])
    assert '@mock.patch("shop.paths.current_dir", autospec=True)' in text
    assert 'paths, "process", autospec=True  # the process id' in text


def test_environment_write_in_a_pytest_test_becomes_monkeypatch_setenv(tmp_path):
    text, before, after = fixed(tmp_path, """\
        import os


        class TestMode:
            def test_mode(self, capsys):
                os.environ["MODE"] = "fast"  # the fast lane
                assert os.environ["MODE"] == "fast"
        """)

    assert (before, after) == (["TA701"], [])
    assert "    def test_mode(self, capsys, monkeypatch):\n" \
        "        monkeypatch.setenv(\"MODE\", \"fast\")  # the fast lane\n" in text


def test_import_left_unused_by_the_rewrite_is_removed(tmp_path):
    text, before, after = fixed(tmp_path, """\
        from os import environ


        def test_mode():
            environ["MODE"] = "fast"
            assert len("fast") == 4
        """)

    assert (before, after) == (["TA701"], [])
    assert text.startswith("def test_mode(monkeypatch):\n")


def test_hard_coded_temp_file_becomes_a_file_in_tmp_path(tmp_path):
    text, before, after = fixed(tmp_path, """\
        import os


        def test_report():
            with open("/tmp/report.txt", "w") as handle:
                handle.write("total")
            assert os.path.getsize("/tmp/report.txt") == 5
        """)

    assert (before, after) == (["TA704", "TA704"], [])
    assert text.count('str(tmp_path / "report.txt")') == 2
    assert "def test_report(tmp_path):" in text


@pytest.mark.parametrize(
    "source",
    [
        # a unittest test cannot take fixtures
        "import os\nimport unittest\n\n\nclass TestMode(unittest.TestCase):\n"
        "    def test_mode(self):\n        os.environ['MODE'] = 'x'\n"
        "        self.assertEqual(os.environ['MODE'], 'x')\n",
        # *args: where the parameter would go is not obvious
        "import os\n\n\ndef test_mode(*args):\n    os.environ['MODE'] = 'x'\n"
        "    assert os.environ['MODE'] == 'x'\n",
        # the path is shared with a helper, which would stop naming the same file
        "import os\n\n\ndef written():\n    return os.path.exists('/tmp/out.txt')\n\n\n"
        "def test_out():\n    open('/tmp/out.txt', 'w').close()\n    assert written()\n",
    ],
    ids=["unittest", "star-args", "shared-path"],
)
def test_cases_without_one_right_rewrite_are_left_alone(tmp_path, source):
    text, before, after = fixed(tmp_path, source)

    assert (text, sorted(after)) == (source, sorted(before))


def test_without_write_the_change_is_printed_as_a_diff(tmp_path):
    path = tmp_path / "test_example.py"
    source = "from unittest.mock import patch\n\n\n@patch('os.sep')\ndef test_sep(sep):\n" \
        "    assert sep is not None\n"
    path.write_text(source)

    result = run([CLI, "fix"], tmp_path)

    changed = [line for line in result.stdout.splitlines()[2:] if line[:1] in "+-"]
    assert (path.read_text(), changed) == (
        source, ["-@patch('os.sep')", "+@patch('os.sep', autospec=True)"]
    )


def test_without_libcst_one_line_says_how_to_install_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "libcst", None)

    status = cli.main(["fix", "."])

    assert (status, capsys.readouterr().err) == (
        2, "flake8-testarch: 'fix' needs libcst: pip install 'flake8-testarch[fix]'\n"
    )
