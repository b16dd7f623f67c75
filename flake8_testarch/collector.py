"""The garbage collector paused while the plugin checks a file.

flake8's own checks leave cyclic garbage behind on every file (on the
benchmark corpus its collector frees about 900,000 objects per run), so each
pass of the collector has a lot to walk. The plugin's check of a file
allocates many small objects that live only as long as that check; while
they are alive they count towards the next collection, and the passes they
set off walk flake8's heap, not only the plugin's objects. With the
collector paused for the check, those objects are freed by reference
counting before it runs again (the file's state is dropped,
``FileContext.close``, inside the pause), and the collector runs nearly as
often as for flake8 alone.

Memory stays bounded: a pause lasts one file, and whatever cyclic garbage
the check left is collected at the next pass after it.

The pause nests and may be entered from several threads at once: the first
entry records whether the collector was running and stops it, the last exit
starts it again only if it was running then.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

_lock = threading.Lock()
_depth = 0
_was_running = False


@contextlib.contextmanager
def collection_paused() -> Iterator[None]:
    global _depth, _was_running
    with _lock:
        if _depth == 0:
            _was_running = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_running:
                gc.enable()
