"""Scripts of ``benchmarks/`` loaded by path for their tests: the folder is not
a package, and loading one leaves ``sys.path`` as it was (``run_benchmark.py``
puts its own folder first when it runs)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def load(name: str):
    """``benchmarks/<name>.py`` as a module named ``benchmarks_<name>``."""
    saved = list(sys.path)
    try:
        spec = importlib.util.spec_from_file_location(
            f"benchmarks_{name}", BENCHMARKS / f"{name}.py"
        )
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = saved
    return module
