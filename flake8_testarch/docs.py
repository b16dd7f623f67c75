"""Rule documentation generated from the rule registry.

Each rule module's docstring is its documentation. From the registry this
renders ``docs/rules/<CODE>.md`` (one page per rule), ``docs/rules/README.md``
(the index), and the rule table and option table of the top-level
``README.md``, between the ``<!-- rules-table: start ... -->`` /
``<!-- rules-table: end -->`` and ``<!-- options-table: ... -->`` lines.
``flake8-testarch docs --write`` writes them; ``--check`` (and the test
suite) fails when a committed copy differs from what this module renders.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from flake8_testarch.core.registry import all_rules
from flake8_testarch.core.rule import Rule

RULES_DIR = Path("docs") / "rules"
README = Path("README.md")
TABLE_START = "<!-- rules-table: start"
TABLE_END = "<!-- rules-table: end -->"
OPTIONS_START = "<!-- options-table: start"
OPTIONS_END = "<!-- options-table: end -->"
REGENERATE = "python -m flake8_testarch docs --write"
_NOTE = f"<!-- Generated from {{source}} by `{REGENERATE}`; do not edit. -->"


# README links are absolute: the README is also the package index's page,
# where a relative link leads nowhere.
REPOSITORY_URL = "https://github.com/flake8-testarch/flake8-testarch"
BLOB_URL = f"{REPOSITORY_URL}/blob/main"


def source_of(rule: Rule) -> str:
    """The rule module's path inside the package, ``/``-separated."""
    package_root = Path(__file__).resolve().parent.parent
    for module in list(sys.modules.values()):
        if getattr(getattr(module, "RULE", None), "code", None) == rule.code:
            path = Path(module.__file__).resolve()
            try:
                return path.relative_to(package_root).as_posix()
            except ValueError:
                return path.name
    return "flake8_testarch/rules"


def _split_doc(doc: str) -> tuple[str, str]:
    """(the title paragraph, the ``## `` sections)."""
    head, marker, rest = doc.partition("\n## ")
    return head.strip(), (marker.lstrip("\n") + rest).strip()


def _default(rule: Rule) -> str:
    if rule.default:
        return "on"
    return f"off (reports only when `{rule.code}` is named in `select` or `extend-select`)"


def _options(rule: Rule) -> list[str]:
    lines = []
    for option in rule.options:
        default = "none" if option.default is None else f"`{option.default}`"
        lines.append(f"  - `{option.flag}` (default {default}): {option.help}")
    return lines


def rule_page(rule: Rule, *, for_terminal: bool = False) -> str:
    """The rule's documentation page (``explain`` prints it with ``for_terminal``)."""
    title, sections = _split_doc(rule.doc)
    source = source_of(rule)
    facts = [
        f"- Default: {_default(rule)}",
        f"- Checks: {'test files and `conftest.py`' if rule.test_files_only else 'every file'}",
        f"- Message: `{rule.code} {rule.message}`",
    ]
    if rule.options:
        facts += ["- flake8 options:", *_options(rule)]
    if for_terminal:
        facts.append(f"- Source: {source}")
    else:
        facts.append(f"- Source: [`{source}`](../../{source})")
    parts = [f"# {rule.code} {rule.name}", title, "\n".join(facts), sections]
    if not for_terminal:
        parts.insert(0, _NOTE.format(source=source))
    return "\n\n".join(part for part in parts if part) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def rules_table(rules: Iterable[Rule], link_prefix: str) -> str:
    rows = ["| code | name | default | summary |", "|---|---|---|---|"]
    for rule in rules:
        default = "on" if rule.default else "**off**"
        link = f"[{rule.code}]({link_prefix}{rule.code}.md)"
        rows.append(f"| {link} | {rule.name} | {default} | {_cell(rule.summary)} |")
    return "\n".join(rows)


def index_page(rules: Sequence[Rule]) -> str:
    return (
        _NOTE.format(source="the rule registry")
        + "\n\n# flake8-testarch rules\n\n"
        "One page per code, generated from the docstring of the rule's module.\n"
        "A code that is **off** by default reports only when it is named in full in\n"
        "`select` or `extend-select` (`extend-select = TA104`).\n\n"
        + rules_table(rules, "")
        + "\n"
    )


def options_table(rules: Iterable[Rule]) -> str:
    """Every option the plugin adds: the engine's, then each rule's, in code order."""
    from flake8_testarch.core.settings import ENGINE_OPTIONS

    rows = ["| option | default | added by | meaning |", "|---|---|---|---|"]
    declared = [(option, "all rules") for option in ENGINE_OPTIONS]
    declared += [(option, rule.code) for rule in rules for option in rule.options]
    for option, owner in declared:
        default = "none" if option.default is None else f"`{option.default}`"
        rows.append(f"| `{option.flag}` | {_cell(default)} | {owner} | {_cell(option.help)} |")
    return "\n".join(rows)


def _replace_block(readme: str, start: str, end: str, block: str) -> str:
    lines = readme.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if line.startswith(start)]
    ends = [i for i, line in enumerate(lines) if line.strip() == end]
    if len(starts) != 1 or len(ends) != 1 or ends[0] < starts[0]:
        raise ValueError(
            f"README.md needs exactly one '{start} ... -->' line followed by one '{end}' line"
        )
    head = f"{start} (generated by `{REGENERATE}` from the rule registry; do not edit) -->\n"
    return "".join(lines[: starts[0]]) + head + block + "\n" + "".join(lines[ends[0]:])


def readme_with_table(readme: str, rules: Sequence[Rule]) -> str:
    """``readme`` with the generated blocks (rule table, option table) replaced."""
    readme = _replace_block(
        readme, TABLE_START, TABLE_END, rules_table(rules, f"{BLOB_URL}/{RULES_DIR.as_posix()}/")
    )
    return _replace_block(readme, OPTIONS_START, OPTIONS_END, options_table(rules))


def expected_files(root: Path, rules: Sequence[Rule] | None = None) -> dict[Path, str]:
    """Every generated file under ``root`` and the text it must have."""
    rules = tuple(all_rules() if rules is None else rules)
    files = {root / RULES_DIR / f"{rule.code}.md": rule_page(rule) for rule in rules}
    files[root / RULES_DIR / "README.md"] = index_page(rules)
    readme = root / README
    files[readme] = readme_with_table(readme.read_text(encoding="utf-8"), rules)
    return files


def extra_pages(root: Path, rules: Sequence[Rule] | None = None) -> list[Path]:
    """Pages under ``docs/rules/`` for codes the registry no longer has."""
    rules = tuple(all_rules() if rules is None else rules)
    known = {f"{rule.code}.md" for rule in rules}
    folder = root / RULES_DIR
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("TA*.md") if p.name not in known)


def _changed(root: Path, rules: Sequence[Rule] | None) -> dict[Path, str]:
    """The generated files whose committed copy differs or is missing, with
    the text each should have."""
    changed = {}
    for path, text in expected_files(root, rules).items():
        try:
            current = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            current = None
        if current != text:
            changed[path] = text
    return changed


def stale_files(root: Path, rules: Sequence[Rule] | None = None) -> list[Path]:
    """Generated files whose committed copy differs (or is missing or extra)."""
    return list(_changed(root, rules)) + extra_pages(root, rules)


def write(root: Path, rules: Sequence[Rule] | None = None) -> list[Path]:
    """Writes what is stale, removes pages of codes that are gone; returns the paths touched."""
    touched = []
    for path, text in _changed(root, rules).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        touched.append(path)
    for path in extra_pages(root, rules):
        os.unlink(path)
        touched.append(path)
    return touched
