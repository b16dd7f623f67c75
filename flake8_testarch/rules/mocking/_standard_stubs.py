"""Standard-library objects and modules patched whole, and installed
libraries' classes patched where a project module imports them, whose mock
the test only uses through its functions' and methods' results and calls
(TA602): in effect a stub of those functions, whose interface is Python's
or the library's own."""

from __future__ import annotations

import ast
import sys

from flake8_testarch.project.reexports import canonical
from flake8_testarch.project.roots import in_standard_library
from flake8_testarch.rules.mocking._libraries import holds_a_library_object, installed_library_class
from flake8_testarch.rules.mocking._mock_usage import CALL_RECORDS
from flake8_testarch.rules.mocking._patch_bindings import patched_names
from flake8_testarch.rules.mocking._stubs import dotted_target, reads_in, through_helpers


def stubbed_through_standard_methods(node: ast.Call, member: str, ctx) -> bool:
    """A standard-library object or class patched whole (``os.environ``,
    ``datetime.datetime``) whose mock the test only uses through its
    methods' results and calls (``environ.get.return_value = "1"``,
    ``dt.now.return_value = when``, ``environ.get.assert_called_once_with(...)``):
    in effect a stub of those methods, whose interface is Python's own."""
    target = dotted_target(node, member, ctx)
    if not target or "." not in target:
        return False
    standard = canonical(target, ctx.filename)
    # an object of a standard module (`os.environ`), or the module itself as
    # a module of the project imports it (`patch("shop.client.os")`), or a
    # library's object a project class holds (`self.session = requests.Session()`)
    if not in_standard_library(standard.rpartition(".")[0] or standard) and not (
        holds_a_library_object(target, ctx)
        # an installed library's class, patched where a project module
        # imported it (`patch("app.sender.requests.Session")`)
        or standard != target and installed_library_class(target, ctx)
    ):
        return False
    bound = through_helpers(patched_names(node, ctx), ctx)
    return bool(bound) and all(
        _only_methods_stubbed(
            key, reads_in(scope, ctx), _names_a_class(standard),
            a_module=standard in sys.stdlib_module_names,
        )
        for key, scope in bound
    )


def _names_a_class(target: str) -> bool:
    name = target.rpartition(".")[2]
    return name[:1].isupper() and not name.isupper()


def _only_methods_stubbed(key: str, reads, a_class: bool, a_module: bool = False) -> bool:
    nodes = reads.reads.get(key, ())
    for node in nodes:
        method = reads.parents.get(node)
        # `popen().communicate.return_value = ...`, `selector.return_value.
        # select.side_effect = ...`: the instance a class builds, told what
        # its methods return or what it holds (`popen().returncode = 0`).
        if type(method) is ast.Call and method.func is node and not method.args and not (
            method.keywords
        ) or a_class and type(method) is ast.Attribute and method.attr == "return_value" and (
            type(method.ctx) is ast.Load
        ):
            node, method = method, reads.parents.get(method)
            if type(method) is ast.Attribute and type(method.ctx) is ast.Store:
                continue
            if type(method) is ast.Assign and _named_instance(method, node, reads):
                continue  # `instance = parser.return_value`, then its methods stubbed
        elif type(method) is ast.Attribute and type(method.ctx) is ast.Store and a_module:
            continue  # `socket_mock.socket = Mock(side_effect=OSError)`: a function stubbed
        if type(method) is not ast.Attribute or method.attr.startswith("_") or (
            method.attr in CALL_RECORDS or method.attr.startswith("assert_")
        ):
            return False
        use = reads.parents.get(method)
        if a_module and type(use) is ast.Attribute and not _checks_a_call(use) and (
            not use.attr.startswith("_")
        ):
            # `logging_mock.handlers.RotatingFileHandler.assert_not_called()`:
            # a function of a submodule of the module patched whole.
            method, use = use, reads.parents.get(use)
        if type(use) is ast.Call and use.func is method:
            # `logging.getLogger().addHandler.assert_called_once()`: a method
            # of what a method returns, checked by its calls.
            result_method = reads.parents.get(use)
            use = reads.parents.get(result_method) if type(result_method) is ast.Attribute else None
        if not (_checks_a_call(use) or _named_method(use, method, reads)):
            return False
    return bool(nodes)


def _checks_a_call(use: ast.AST) -> bool:
    """``.call_args``, ``.assert_called_once()``: what the calls were."""
    return type(use) is ast.Attribute and (
        use.attr in CALL_RECORDS or use.attr.startswith("assert_")
    )


def _named_method(assignment: ast.AST, method: ast.Attribute, reads) -> bool:
    """``write = out.write`` (annotated or not), then only the calls of
    ``write`` checked (``write.assert_called_once()``, ``write.call_args``):
    the method's mock under a name of its own."""
    if type(assignment) is ast.Assign and len(assignment.targets) == 1:
        target = assignment.targets[0]
    elif type(assignment) is ast.AnnAssign:
        target = assignment.target
    else:
        return False
    if assignment.value is not method or type(target) is not ast.Name:
        return False
    uses = [reads.parents.get(node) for node in reads.reads.get(target.id, ())]
    return bool(uses) and all(map(_checks_a_call, uses))


def _named_instance(assignment: ast.Assign, value: ast.AST, reads) -> bool:
    """``instance = parser.return_value`` (or ``parser()``): the instance is
    given a name, and that name too is only used through its methods."""
    targets = assignment.targets
    if assignment.value is not value or len(targets) != 1 or type(targets[0]) is not ast.Name:
        return False
    return _only_methods_stubbed(targets[0].id, reads, a_class=False)
