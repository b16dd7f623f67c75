"""The shared temporary directory reached through a name bound to it first,
or joined with each fixed name a loop walks, is still shared."""
import os
import tempfile
from tempfile import gettempdir


def test_bound_first():
    shared = tempfile.gettempdir()
    path = os.path.join(shared, "cache.db")  # TA704
    with open(path, "w") as handle:
        handle.write("x")
    assert os.path.getsize(path) == 1


def test_fixed_names_in_a_loop():
    for name in ("a.lock", "b.lock"):
        open(os.path.join(gettempdir(), name), "w").close()  # TA704
    assert True


def test_names_made_at_run_time(make_name):
    for name in make_name(3):
        open(os.path.join(gettempdir(), name), "w").close()
    directory = tempfile.mkdtemp()
    open(os.path.join(directory, "cache.db"), "w").close()
    assert os.listdir(directory) == ["cache.db"]
