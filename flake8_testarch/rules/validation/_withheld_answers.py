"""A fake peer's check that withholds its answer when it fails (TA303): a
server or handler of the test file asserts on what the code under test
sent, then answers it. A failed check skips the answer, so the test that
waits for it fails, or times out, even though the handler catches the
``AssertionError``."""

from __future__ import annotations

import ast

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import last_name, walk_local

# Methods that hand something to the other side of a connection or stream.
_ANSWERING = lazy_compile(r"^(send|sendall|sendto|write|writelines|reply|respond)(_|$)")


def withholds_its_answers(body: list[ast.stmt], is_check) -> bool:
    """Whether, after the last check of a ``try`` body (``is_check(node)``),
    the body still answers: a call of a method that sends or writes
    (``await ws.send(data)``, ``writer.write(frame)``); waiting for more
    from the other side (``await ws.recv()``) is no answer."""
    nodes = [node for statement in body for node in walk_local(statement)]
    checks = [node.lineno for node in nodes if is_check(node)]
    if not checks:
        return False
    last = max(checks)
    return any(
        type(node) is ast.Call and node.lineno > last and _ANSWERING.match(last_name(node.func))
        for node in nodes
    )
