"""HTTP mocks that fail the test when what they were told to expect does
not come: a ``responses.RequestsMock()`` block fails on exit unless every
registered response was requested; pytest-httpx's ``httpx_mock`` fixture
fails a request that matches no registered response, and fails the test at
its teardown when a registered response went unrequested."""

from __future__ import annotations

import ast

from flake8_testarch.semantic.reading import parameters
from flake8_testarch.syntax import last_name

# Mocks that fail when their block ends unless every response they were
# given was requested, and the keyword that turns that check off.
_CHECKING_ON_EXIT = {"responses.RequestsMock": "assert_all_requests_are_fired"}
_CHECKING_ON_EXIT_NAMES = frozenset(name.rpartition(".")[2] for name in _CHECKING_ON_EXIT)


def checks_on_exit(call: ast.Call, imports) -> bool:
    """``with responses.RequestsMock() as rsps:``: leaving the block fails
    unless every registered response was requested (not with
    ``assert_all_requests_are_fired=False``)."""
    func = call.func
    written = func.attr if type(func) is ast.Attribute else getattr(func, "id", None)
    if written not in _CHECKING_ON_EXIT_NAMES:
        return False  # resolving every call's name would cost more than the check
    switch = _CHECKING_ON_EXIT.get(imports.resolve(func) or "")
    if switch is None:
        return False
    return not any(
        keyword.arg == switch and type(keyword.value) is ast.Constant and not keyword.value.value
        for keyword in call.keywords
    )


# pytest-httpx: its fixture, the type of that fixture, the methods that
# register what a request must match, and the mark switch that stops the
# teardown check.
_HTTPX_MOCK_FIXTURE = "httpx_mock"
_HTTPX_MOCK_TYPE = "pytest_httpx.HTTPXMock"
_HTTPX_REGISTRATIONS = frozenset({"add_response", "add_callback", "add_exception"})
_HTTPX_TEARDOWN_SWITCH = "assert_all_responses_were_requested"


def registers_an_expected_response(call: ast.Call, function, imports) -> bool:
    """``httpx_mock.add_response(url=..., match_headers=...)`` on the
    pytest-httpx fixture the function is given: a request that matches no
    registered response fails, and so does, at teardown, a registered
    response never requested (unless the function's ``httpx_mock`` mark
    switches that off; then only a registration that states what the
    request must match, ``url=`` or a ``match_*`` keyword, checks)."""
    func = call.func
    if not (
        type(func) is ast.Attribute and func.attr in _HTTPX_REGISTRATIONS
        and type(func.value) is ast.Name
    ):
        return False
    given = next((a for a in parameters(function) if a.arg == func.value.id), None)
    if given is None or not (
        given.arg == _HTTPX_MOCK_FIXTURE
        or given.annotation is not None and imports.resolve(given.annotation) == _HTTPX_MOCK_TYPE
    ):
        return False
    if not _teardown_check_off(function):
        return True
    return any(
        keyword.arg is not None and (keyword.arg == "url" or keyword.arg.startswith("match_"))
        for keyword in call.keywords
    )


def _teardown_check_off(function) -> bool:
    """``@pytest.mark.httpx_mock(assert_all_responses_were_requested=False)``."""
    return any(
        type(decorator) is ast.Call and last_name(decorator.func) == _HTTPX_MOCK_FIXTURE
        and any(
            keyword.arg == _HTTPX_TEARDOWN_SWITCH and type(keyword.value) is ast.Constant
            and not keyword.value.value
            for keyword in decorator.keywords
        )
        for decorator in getattr(function, "decorator_list", ())
    )
