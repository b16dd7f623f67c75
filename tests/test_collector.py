"""The garbage collector is paused while the plugin checks a file, and runs
again afterwards exactly when it ran before."""

from __future__ import annotations

import ast
import gc
import threading

import pytest
from flake8.options.parse_args import parse_args

from flake8_testarch.collector import collection_paused
from flake8_testarch.engine import Engine
from flake8_testarch.plugin import Plugin

pytestmark = pytest.mark.unit

SOURCE = """\
import time


def test_worker_drains_queue(worker):
    worker.submit("job")
    time.sleep(2)
    assert worker.done == ["job"]
"""


@pytest.fixture(autouse=True)
def collector_running_after():
    """Whatever a test does to the collector, the next test finds it running."""
    yield
    gc.enable()


def test_the_collector_is_paused_inside():
    with collection_paused():
        running = gc.isenabled()

    assert running is False


def test_the_collector_runs_again_after():
    with collection_paused():
        pass

    assert gc.isenabled()


def test_the_collector_runs_again_after_an_exception():
    with pytest.raises(LookupError), collection_paused():
        raise LookupError("a rule's bug")

    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off():
    gc.disable()
    with collection_paused():
        pass

    assert gc.isenabled() is False


def test_a_nested_pause_does_not_restart_the_collector_early():
    with collection_paused():
        with collection_paused():
            pass
        running = gc.isenabled()

    assert running is False


def test_the_collector_runs_again_only_when_every_thread_has_left():
    inside, leave = threading.Event(), threading.Event()

    def check_a_file():
        with collection_paused():
            inside.set()
            assert leave.wait(timeout=10)

    other = threading.Thread(target=check_a_file)
    other.start()
    assert inside.wait(timeout=10)
    with collection_paused():
        pass
    running_while_other_checks = gc.isenabled()
    leave.set()
    other.join(timeout=10)

    assert (running_while_other_checks, gc.isenabled()) == (False, True)


def lint(tmp_path) -> list[str]:
    """The codes the plugin reports on SOURCE, with TA101 selected."""
    _, options = parse_args(["--isolated", "--select", "TA101", "x.py"])
    Plugin.parse_options(options)
    path = tmp_path / "tests" / "test_worker.py"
    lines = SOURCE.splitlines(keepends=True)
    reports = Plugin(ast.parse(SOURCE), str(path), lines).run()
    return [text.split()[0] for _line, _col, text, _type in reports]


def test_the_plugin_checks_a_file_with_the_collector_paused(monkeypatch, tmp_path):
    running = []
    real_run = Engine.run

    def run(self, ctx):
        running.append(gc.isenabled())
        return real_run(self, ctx)

    monkeypatch.setattr(Engine, "run", run)

    assert (lint(tmp_path), running) == (["TA101"], [False])


def test_the_plugin_leaves_the_collector_running_after_a_file(tmp_path):
    lint(tmp_path)

    assert gc.isenabled()


def test_the_plugin_leaves_the_collector_running_after_its_own_bug(monkeypatch, tmp_path):
    def run(self, ctx):
        raise RuntimeError("engine bug")

    monkeypatch.setattr(Engine, "run", run)

    assert (lint(tmp_path), gc.isenabled()) == (["TA000"], True)
