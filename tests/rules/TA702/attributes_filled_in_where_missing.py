# A handler that runs only where reading an attribute fails (an older
# Python), or an `if not hasattr(...)` block, adds the attribute and
# changes nothing that existed, also when the name is computed in a loop
# (`setattr(socket, name, ...)` under `not hasattr(socket, name)`). A handler of another failure, or one that
# sets another attribute, does change it.
import shlex
import socket
from pathlib import Path

try:
    Path.write_text
except AttributeError:
    def write_text(path, text):
        with path.open("w") as handle:
            handle.write(text)

    Path.write_text = write_text

try:
    shlex.join
except AttributeError:
    Path.read_text = lambda path: path.open().read()  # TA702

try:
    Path.touch
except ImportError:
    Path.touch = lambda path: path.open("a").close()  # TA702

if not hasattr(socket, "sslwrap"):
    socket.sslwrap = None

if not hasattr(socket, "sslwrap_simple"):
    socket.ssl = None  # TA702

for name in ("sslerror", "sslwrap_old"):
    if not hasattr(socket, name):
        setattr(socket, name, None)

for name in ("timeout", "herror"):
    if not hasattr(Path, name):
        setattr(socket, name, None)  # TA702


def test_text_written(tmp_path):
    target = tmp_path / "a.txt"
    Path.write_text(target, "x")
    assert target.read_text() == "x"
