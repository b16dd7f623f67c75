"""Modules named by a prefix that no module of the project, the environment
or the standard library has are the ones the tests write themselves;
forgetting them takes nothing from a later test."""
import sys


def test_handlers_load_afresh(tmp_path, load_handlers):
    (tmp_path / "generated_handlers.py").write_text("HANDLERS = []\n")
    for name in list(sys.modules):
        if name.startswith(("generated_handlers", "scratch_plugins")):
            del sys.modules[name]
    assert load_handlers(tmp_path) == []


def test_json_loaded_afresh(encoder):
    for name in list(sys.modules):
        if name.startswith("json"):
            del sys.modules[name]  # TA702
    assert encoder.encode({}) == "{}"
