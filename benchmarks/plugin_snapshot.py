"""A frozen copy of flake8_testarch, so that one measurement sees one version of the plugin.

The plugin is installed editable and is being changed while benchmarks run;
a run of several minutes would otherwise mix versions (every flake8
subprocess imports whatever the working tree holds at that moment). A
snapshot is copied once into ``benchmarks/.cache/`` and put first on
``PYTHONPATH`` (which is searched before the editable install's finder), for
the subprocesses and for in-process measurements alike.

    rev = "HEAD" (or any git revision): ``git archive`` of that commit's flake8_testarch/
    rev = "worktree": the working tree as it is now, uncommitted edits included

The snapshot is byte-compiled (``.pyc`` written next to it, as a wheel install
leaves the package), so that no process measured compiles the plugin.
"""

from __future__ import annotations

import compileall
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CACHE = REPO / "benchmarks" / ".cache"
PACKAGE = "flake8_testarch"


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.strip()


def _tree_digest(folder: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*.py")):
        digest.update(path.relative_to(folder).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


def snapshot(rev: str) -> tuple[Path, str]:
    """(folder to put first on sys.path, a label naming what was copied), byte-compiled."""
    folder, label = _snapshot(rev)
    _compile(folder / PACKAGE)
    return folder, label


def _compile(package: Path) -> None:
    """Write the snapshot's .pyc files, as installing a wheel does. Without
    them every flake8 process compiles every module of the plugin again
    (about 0.3 s) wherever bytecode is not written (PYTHONDONTWRITEBYTECODE,
    a read-only checkout), while flake8 and the other plugins, installed by
    pip, load theirs: single-file latency would measure the compiler."""
    if not compileall.compile_dir(str(package), quiet=1):
        raise SystemExit(f"could not byte-compile {package}")


def _snapshot(rev: str) -> tuple[Path, str]:
    CACHE.mkdir(parents=True, exist_ok=True)
    if rev == "worktree":
        staging = Path(tempfile.mkdtemp(prefix="plugin-", dir=CACHE))
        shutil.copytree(
            REPO / PACKAGE, staging / PACKAGE, ignore=shutil.ignore_patterns("__pycache__")
        )
        digest = _tree_digest(staging / PACKAGE)
        target = CACHE / f"plugin-worktree-{digest}"
        if target.exists():
            shutil.rmtree(staging)
        else:
            staging.rename(target)
        head = _git("rev-parse", "--short", "HEAD")
        dirty = _git("status", "--porcelain", "--", PACKAGE)
        label = f"working tree {digest} (HEAD {head}{', with uncommitted edits' if dirty else ''})"
        return target, label
    sha = _git("rev-parse", "--short", f"{rev}^{{commit}}")
    target = CACHE / f"plugin-{sha}"
    if not (target / PACKAGE / "__init__.py").is_file():
        staging = Path(tempfile.mkdtemp(prefix="plugin-", dir=CACHE))
        archive = subprocess.run(
            ["git", "archive", "--format=tar", sha, PACKAGE],
            cwd=REPO, capture_output=True, check=True,
        ).stdout
        with tempfile.TemporaryFile() as handle:
            handle.write(archive)
            handle.seek(0)
            with tarfile.open(fileobj=handle) as tar:
                tar.extractall(staging, filter="data")
        if target.exists():
            shutil.rmtree(target)
        staging.rename(target)
    return target, f"commit {sha}"


def environment(folder: Path) -> dict[str, str]:
    """os.environ with ``folder`` first on PYTHONPATH."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        part for part in (str(folder), env.get("PYTHONPATH", "")) if part
    )
    return env


def activate(folder: Path) -> None:
    """Import the snapshot in this process (before anything imports flake8_testarch)."""
    if PACKAGE in sys.modules:
        loaded = Path(sys.modules[PACKAGE].__file__).resolve()
        if folder.resolve() not in loaded.parents:
            raise RuntimeError(f"{PACKAGE} already imported from {loaded}")
        return
    sys.path.insert(0, str(folder))


def check(folder: Path, env: dict[str, str], cwd: Path) -> None:
    """Fail unless a subprocess with ``env``, started in ``cwd``, imports the snapshot."""
    found = subprocess.run(
        [sys.executable, "-c", f"import {PACKAGE}; print({PACKAGE}.__file__)"],
        env=env, cwd=cwd, capture_output=True, text=True, check=True,
    ).stdout.strip()
    if folder.resolve() not in Path(found).resolve().parents:
        raise SystemExit(f"subprocesses import {PACKAGE} from {found}, not the snapshot {folder}")
