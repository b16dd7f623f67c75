"""``flake8-testarch fix [PATHS] [--write]``: the findings that have one right rewrite.

It asks flake8 for the findings of TA602, TA701 and TA704 (the project's
configuration and ``noqa`` comments apply; a baseline does not hide them)
and rewrites, at the place each is reported:

- TA602, a ``patch(...)`` or ``patch.object(...)`` (also ``mock.patch``,
  ``mocker.patch``) that replaces its target with a plain MagicMock: it gets
  ``autospec=True``. Not ``patch.multiple``, nor a call that passes more
  than its target positionally or a ``new_callable``;
- TA701, ``os.environ[KEY] = VALUE`` in a pytest test (a test function, or
  a method of a plain test class) becomes ``monkeypatch.setenv(KEY, VALUE)``;
- TA704, a string literal that is a shared temporary directory
  (``--testarch-shared-temp-dirs``) or one file name in it, in a pytest
  test, becomes ``str(tmp_path)`` or ``str(tmp_path / "name")``, and so does
  every copy of that literal in the same test; not when the literal also
  appears outside the pytest tests of the file (a helper, a constant, a
  unittest test), which would then stop naming the same file.

A test that needs ``monkeypatch`` or ``tmp_path`` gets the parameter, unless
its parameters end in ``*args``, keyword-only or defaulted ones (then it is
left as it is). The rewrite goes through libcst, so formatting and comments
stay; libcst is the optional extra ``pip install 'flake8-testarch[fix]'``.
Without ``--write`` the changes are printed as a diff.
"""

from __future__ import annotations

import argparse
import ast
import os
import sys
from collections.abc import Sequence

from flake8_testarch.tools import workspace
from flake8_testarch.tools.workspace import Finding, ToolError

CODES = ("TA602", "TA701", "TA704")
MISSING_LIBCST = "'fix' needs libcst: pip install 'flake8-testarch[fix]'"


def add_parser(commands) -> None:
    text = "rewrite the findings that have one right rewrite (TA602, TA701, TA704)"
    parser = commands.add_parser("fix", help=text, description=text)
    parser.add_argument(
        "--write", action="store_true", help="change the files (default: print a diff)"
    )
    parser.add_argument(
        "paths", nargs="*", help="files or folders (default: the working directory)"
    )
    parser.set_defaults(run=workspace.command(run))


def run(args: argparse.Namespace) -> int:
    try:
        import libcst  # noqa: F401  (checked first: the one line users need)
    except ImportError:
        raise ToolError(MISSING_LIBCST) from None
    from flake8_testarch.plugin import RECORD_FLAG, SCOPE_SEPARATOR

    findings = workspace.lint(args.paths, [f"--select={','.join(CODES)}", RECORD_FLAG])
    per_file: dict[str, list[Finding]] = {}
    for finding in findings:
        text = finding.text.split(SCOPE_SEPARATOR)[-1]
        per_file.setdefault(os.path.abspath(finding.path), []).append(finding._replace(text=text))
    settings = workspace.project_settings() if per_file else None
    fixed = files = 0
    for path, found in sorted(per_file.items()):
        source = workspace.read_source(path)
        if source is None:
            continue
        try:
            new, count = rewrite(path, source, found, settings)
        except Unfixable as why:
            print(f"{workspace.PROG}: skipped {workspace.shown(path)}: {why}", file=sys.stderr)
            continue
        if not count:
            continue
        fixed, files = fixed + count, files + 1
        if args.write:
            workspace.write_source(path, new)
        else:
            print(workspace.unified_diff(path, source, new), end="")
    verb = "fixed" if args.write else "would fix"
    print(
        f"{workspace.PROG}: {verb} {fixed} of {len(findings)} findings of "
        f"{', '.join(CODES)} in {files} files",
        file=sys.stderr,
    )
    return workspace.EXIT_OK


class Unfixable(Exception):
    """The file cannot be rewritten safely; the text says why."""


def rewrite(path: str, source: str, findings: Sequence[Finding], settings) -> tuple[str, int]:
    """The new source and how many findings it fixes."""
    import libcst as cst
    from libcst.metadata import MetadataWrapper

    from flake8_testarch.tools.fix_rewrites import Rewriter, Survey

    try:
        tree = ast.parse(source, filename=path)
        module = cst.parse_module(source)
    except (SyntaxError, ValueError, cst.ParserSyntaxError) as error:
        raise Unfixable(f"does not parse ({type(error).__name__})") from None
    lines = source.splitlines(keepends=True)
    targets = {}
    for finding in findings:
        line = lines[finding.row - 1] if finding.row <= len(lines) else ""
        column = len(line.encode("utf-8")[: finding.col - 1].decode("utf-8", errors="ignore"))
        targets[(finding.row, column)] = finding
    wrapper = MetadataWrapper(module)
    survey = Survey(_pytest_tests(tree, path, source, settings))
    wrapper.visit(survey)
    temp_dirs = tuple(settings.values.get("testarch_shared_temp_dirs") or ())
    rewriter = Rewriter(targets, survey, temp_dirs)
    rewritten = wrapper.visit(rewriter)
    if rewriter.maybe_unused:
        rewritten = _without_unused_imports(rewritten, rewriter.maybe_unused)
    new = rewritten.code
    if source[:1] not in ("\r", "\n"):  # a first import removed leaves its blank line
        new = new.lstrip("\r\n")
    if rewriter.count:
        try:
            ast.parse(new, filename=path)
        except SyntaxError:
            raise Unfixable("the rewritten text does not parse") from None
    return new, rewriter.count


def _without_unused_imports(module, imports):
    """``module`` without those of ``imports`` (module, name) that nothing uses
    any more (``import os`` after its one ``os.environ[...] =`` became
    ``monkeypatch.setenv``)."""
    from libcst.codemod import CodemodContext
    from libcst.codemod.visitors import RemoveImportsVisitor

    context = CodemodContext()
    for module_name, name in sorted(imports, key=str):
        RemoveImportsVisitor.remove_unused_import(context, module_name, name)
    return RemoveImportsVisitor(context).transform_module(module)


def _pytest_tests(tree: ast.Module, path: str, source: str, settings) -> set[tuple[int, str]]:
    """(def line, name) of each collected test that pytest runs as a pytest test:
    a function, or a method of a test class that is not a unittest TestCase."""
    from flake8_testarch.core.context import FileContext
    from flake8_testarch.suite.collection import PYTEST

    ctx = FileContext(tree, path, source.splitlines(keepends=True), settings)
    try:
        return {
            (function.lineno, function.name)
            for function, classes in ctx.collected_tests()
            if all(ctx.collection.known_class_kind(cls) == PYTEST for cls in classes)
        }
    finally:
        ctx.close()
