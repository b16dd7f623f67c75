"""Modules named by a prefix that no module of the project, the environment
or the standard library has are the ones the tests write themselves;
forgetting them takes nothing from a later test."""
import sys

# A stand-in another test module left for a driver found nowhere: dropped as
# this module is imported, which takes nothing from a later test.
if "vendorsdk.scope" in sys.modules:
    del sys.modules["vendorsdk.scope"]

if "json.decoder" in sys.modules:
    del sys.modules["json.decoder"]  # TA702


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
