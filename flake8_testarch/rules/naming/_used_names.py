"""A test name whose last words are an identifier, a constant, a class or
a piece of data the test itself uses (TA801): those words name the API or
the data under test, not a verdict (``test_makedirs_exist_ok`` passing
``exist_ok=True``)."""

from __future__ import annotations

import ast
import re

from flake8_testarch.syntax import name_words


def ends_in_a_name_it_uses(function, helpers=()) -> bool:
    """Whether the name ends in an identifier of several words that the test
    itself uses (``test_makedirs_exist_ok`` passing ``exist_ok=True``,
    ``test_reports_did_start_ok`` reading ``.did_start_ok``): those words
    name the API under test, not a verdict. The strings of ``helpers``, the
    file's functions the test calls, count as its own data (a helper that
    answers with an extra ``"OK\r\n"`` for ``test_get_voltage_ok``)."""
    name = function.name
    lowered = name.lower()
    words = name_words(name)
    last_word = words[-1] if words else ""  # `testRequestSetOk` ends in `ok` too
    tail = "_" + "_".join(words[-2:]) + "_" if len(words) >= 3 else None
    token = _token(last_word) if last_word.isalpha() else None
    # `test_set_ok` checking a b"OK" reply, or a response field "ok", or a
    # script answering `{ok="..."}`: the word is data under test.
    if token is not None and any(_in_its_data(f, token) for f in (function, *helpers)):
        return True
    for node in ast.walk(function):
        node_type = type(node)
        if node_type is ast.Constant and isinstance(node.value, (str, bytes)):
            text = node.value.decode("latin-1") if isinstance(node.value, bytes) else node.value
            if tail and text.isidentifier() and tail in "_" + "_".join(name_words(text)) + "_":
                return True
            continue
        if node_type is ast.Name:
            used = node.id
        elif node_type is ast.Attribute:
            used = node.attr
            # The last two words as consecutive attributes of a chain it
            # reads (`test_true_be_ok` reading `this(True).should.be.ok`):
            # an assertion library's own words.
            if tail and type(node.value) is ast.Attribute and tail == (
                f"_{node.value.attr.lower()}_{used.lower()}_"
            ):
                return True
        elif node_type is ast.keyword:
            used = node.arg
        elif node_type in (ast.FunctionDef, ast.AsyncFunctionDef) and node is not function:
            used = node.name
        else:
            continue
        # The name's last two words inside a longer identifier it uses
        # (`..._close_ok` beside `handle_close_ok`, `spec.CloseOk`): the
        # protocol's own word.
        if used and tail and tail in "_" + "_".join(name_words(used)) + "_":
            return True
        # A constant or a class, written with a capital, named by the last
        # word: `test_status_cannot_override_ok` setting `StatusCode.OK`,
        # `test_ok_or_else_ok` building a result with `Ok(0)`.
        if used and node_type is not ast.keyword and used[0].isupper() and (
            used.lower() == last_word
        ):
            return True
        # Constants are written in capitals: `test_access_f_ok` passing `os.F_OK`.
        used = used and used.strip("_").lower()
        if used and "_" in used and lowered.endswith("_" + used):
            return True
        # `test_ok` calling `spinner.ok(...)`: the whole name is the method under test.
        if used and node_type is ast.Attribute and lowered == "test_" + used:
            return True
    return False


def _in_its_data(function, token: re.Pattern) -> bool:
    """The word stands alone in a string of ``function`` that is neither its
    docstring nor an assertion message."""
    docstring, messages = _prose_of(function)
    for node in ast.walk(function):
        if type(node) is ast.Constant and isinstance(node.value, (str, bytes)):
            text = node.value.decode("latin-1") if isinstance(node.value, bytes) else node.value
            if text != docstring and id(node) not in messages and token.search(text):
                return True
    return False


def _prose_of(function) -> tuple[str | None, set[int]]:
    """The function's docstring, and the ids of the nodes of its assertion
    messages: words there describe, they are not data."""
    return ast.get_docstring(function, clean=False), {
        id(part)
        for node in ast.walk(function)
        if type(node) is ast.Assert and node.msg is not None
        for part in ast.walk(node.msg)
    }


def _token(word: str) -> re.Pattern:
    """The word standing alone in a text, as a value, key or identifier."""
    return re.compile(rf"(?<![A-Za-z0-9_]){re.escape(word)}(?![A-Za-z0-9_])", re.IGNORECASE)
