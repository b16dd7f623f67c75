"""Functions a test file hands to another process (TA701, TA702): what
they change is the child's, not the test process's."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import on_self

# Pool methods of multiprocessing: the function given runs in a worker process.
_POOL_METHODS = frozenset(
    {"apply", "apply_async", "map_async", "starmap", "starmap_async", "imap", "imap_unordered"}
)
# The words on the line of every call that hands a function over.
PROCESS_WORDS = ("Process", "preexec_fn", "initializer", *_POOL_METHODS)


def handed_to_other_processes(calls) -> frozenset[str]:
    """The names of the functions (and of methods, through ``self``) that
    ``calls`` hand to another process: ``Process(target=f)``,
    ``pool.apply(f, ...)`` and the other multiprocessing pool methods,
    ``subprocess.Popen(..., preexec_fn=f)``, a pool's ``initializer=f``."""
    found = set()
    for node in calls:
        func = node.func
        given: list[ast.AST] = []
        if isinstance(func, ast.Attribute) and func.attr in _POOL_METHODS and node.args:
            given.append(node.args[0])
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name == "Process":
            given.extend(k.value for k in node.keywords if k.arg == "target")
        # `preexec_fn=` runs in the child before it execs; a pool's
        # `initializer=` in each worker process it starts.
        given.extend(k.value for k in node.keywords if k.arg in ("preexec_fn", "initializer"))
        found.update(g.id for g in given if isinstance(g, ast.Name))
        # `initializer=self._set_up_worker`: a method of the class.
        found.update(g.attr for g in given if on_self(g))
    return frozenset(found)
