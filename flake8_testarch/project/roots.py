"""Where a project is and where its modules are: one answer, however flake8 was started.

The project root is the nearest folder at or above a file holding one of
pytest's configuration files, a packaging file or ``.git``. When it holds
only pytest's or tox's configuration (``tests/pytest.ini``), the nearest
folder above it with a packaging file is the project's too: its code, its
declared dependencies and commands are read from there. Its package
roots are the folders its top-level packages sit in: the root, ``src/``,
and the folders its packaging configuration declares (setuptools'
``package-dir`` and ``packages.find`` ``where`` in pyproject.toml or
setup.cfg, ``package_dir=`` / ``find_packages(where=...)`` in setup.py, read
as syntax and never run, hatch's wheel ``packages``, poetry's ``packages``
``from``, pdm's ``package-dir``, maturin's ``python-source``), and a
top-level package kept in a folder of another name
(``package_dir={"pkg": "."}``) is found there. Modules are looked up
there, then in the installed environment (the standard library, site-packages and the folders
their ``.pth`` files add), never in the ``sys.path`` entries that depend on
how the process was started: the working directory or the script's folder
that ``python -m`` and console scripts put first, ``PYTHONPATH``, or what a
test runner inserted. So ``flake8``, ``python -m flake8``, a tox env, a
pre-commit hook and the baseline commands resolve the same names alike.

Facts are read once per process per root (``project_for``), lazily.
"""

from __future__ import annotations

import ast
import functools
import os
import site
import sys

from flake8_testarch.project.commands import declared_commands
from flake8_testarch.project.dependencies import declared_dependencies, declared_for_development
from flake8_testarch.project.pythons import DeclaredPythons, declared_pythons
from flake8_testarch.project.toml_files import read_toml
from flake8_testarch.project.setup_files import read_ini, setup_py_calls

ROOT_MARKERS = (
    "pytest.toml", ".pytest.toml", "pytest.ini", ".pytest.ini", "pyproject.toml", "setup.cfg",
    "tox.ini", "setup.py", ".git",
)
# Folders that hold an installed environment or build output, never the project's own code.
NOT_PROJECT_FOLDERS = frozenset(
    {"site-packages", "dist-packages", ".venv", "venv", ".tox", ".nox", "build", "node_modules"}
)
_PROJECTS_KEPT = 64


@functools.lru_cache(maxsize=1024)
def project_root(directory: str) -> str:
    """The nearest folder at or above ``directory`` that holds a root marker,
    else ``directory`` itself."""
    current = os.path.abspath(directory)
    for folder in [current, *ancestors(current)]:
        if any(os.path.exists(os.path.join(folder, marker)) for marker in ROOT_MARKERS):
            return folder
    return current


_PACKAGING_FILES = ("pyproject.toml", "setup.cfg", "setup.py")


@functools.lru_cache(maxsize=256)
def packaging_root(root: str) -> str:
    """``root`` when it holds a packaging file (or is a repository's top,
    ``.git``); else the nearest folder above it that holds one, when there
    is one below the repository's top; else ``root``."""
    for folder in (root, *ancestors(root)):
        if any(os.path.exists(os.path.join(folder, name)) for name in _PACKAGING_FILES):
            return folder
        if os.path.exists(os.path.join(folder, ".git")):
            break
    return root


def root_of(path: str) -> str:
    """The project root of a file."""
    return project_root(os.path.dirname(os.path.abspath(path)))


def ancestors(folder: str):
    while True:
        parent = os.path.dirname(folder)
        if parent == folder:
            return
        yield parent
        folder = parent


def in_project(path: str, root: str) -> bool:
    """Whether a file is the project's own code: under its root (or the
    folder above that holds its packaging configuration, see
    ``packaging_root``), and not in an installed environment, build or
    hidden folder inside it."""
    root = packaging_root(root)
    path = os.path.abspath(path)
    if not path.startswith(root.rstrip(os.sep) + os.sep):
        return False
    inner = path[len(root):].split(os.sep)
    return not any(
        part.startswith(".") or part in NOT_PROJECT_FOLDERS and not _a_package(root, inner[:at + 1])
        for at, part in enumerate(inner[:-1])
    )


def _a_package(root: str, parts: list[str]) -> bool:
    """A folder with an ``__init__.py`` is a package of the project, even
    when its name is a build folder's (the ``build`` package of ``build``)."""
    return os.path.isfile(os.path.join(root, *parts, "__init__.py"))


def project_only(importer: str):
    """``accept`` for the module finders: a module of the importer's own project."""
    root = root_of(importer)
    return lambda path: in_project(path, root)


def package_base(path: str) -> str:
    """The first folder above ``path`` that is not a package: what pytest's
    ``prepend`` import mode puts on ``sys.path`` for a test file."""
    folder = os.path.dirname(os.path.abspath(path))
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        folder = os.path.dirname(folder)
    return folder


class Project:
    """One project's lookup facts, built on first use and kept for the process.
    ``memo`` holds what an analysis derives from the project as a whole (a
    listing of its modules), under a key of the analysis' choosing."""

    __slots__ = (
        "root", "packaging_root", "_package_roots", "_renamed", "_dependencies", "_development",
        "_commands", "_pythons", "memo",
    )

    def __init__(self, root: str):
        self.root = root
        # Where the packaging configuration is: the root, or, when the root
        # holds only pytest's or tox's configuration (``tests/pytest.ini``),
        # the nearest folder above it that holds some.
        self.packaging_root = packaging_root(root)
        self._package_roots: tuple[str, ...] | None = None
        self._renamed: dict[str, str] = {}
        self._dependencies: frozenset[str] | None = None
        self._development: frozenset[str] | None = None
        self._commands: frozenset[str] | None = None
        self._pythons: DeclaredPythons | None = None
        self.memo: dict = {}

    @property
    def dependencies(self) -> frozenset[str]:
        """The runtime dependencies its packaging configuration declares,
        normalised names (``dependencies.declared_dependencies``)."""
        if self._dependencies is None:
            self._dependencies = declared_dependencies(self.packaging_root)
        return self._dependencies

    @property
    def development_dependencies(self) -> frozenset[str]:
        """What it declares for its tests and development: requirements
        files, optional dependencies, dependency groups, extras
        (``dependencies.declared_for_development``)."""
        if self._development is None:
            self._development = declared_for_development(self.packaging_root)
        return self._development

    @property
    def pythons(self) -> DeclaredPythons:
        """What it declares about the Pythons it runs on: Python 2 or not,
        the lowest it admits (``pythons.declared_pythons``)."""
        if self._pythons is None:
            self._pythons = declared_pythons(self.packaging_root)
        return self._pythons

    @property
    def commands(self) -> frozenset[str]:
        """The programs that run its code: the commands it installs and the
        hosts of its plugin entry points (``commands.declared_commands``)."""
        if self._commands is None:
            self._commands = declared_commands(self.packaging_root)
        return self._commands

    @property
    def package_roots(self) -> tuple[str, ...]:
        """The folders the project's top-level modules sit in: the root, ``src/``,
        then the declared ones (existing folders only)."""
        if self._package_roots is None:
            self._read_layout()
        return self._package_roots

    def renamed_module(self, dotted: str) -> str | None:
        """The file of ``pkg.mod`` (or ``pkg``) when the packaging
        configuration keeps the top-level package in a folder of another
        name (``package_dir = {"pymavlink": "."}``)."""
        if self._package_roots is None:
            self._read_layout()
        top, _, rest = dotted.partition(".")
        folder = self._renamed.get(top)
        if folder is None:
            return None
        if rest:
            return module_file_in(folder, rest)
        found = os.path.join(folder, "__init__.py")
        return found if os.path.isfile(found) else None

    def _read_layout(self) -> None:
        folders = []
        for root in dict.fromkeys((self.root, self.packaging_root)):
            renamed: dict[str, str] = {}
            folders += [root, os.path.join(root, "src")]
            folders += [
                os.path.normpath(os.path.join(root, f)) for f in declared_folders(root, renamed)
            ]
            for package, folder in renamed.items():
                folder = os.path.normpath(os.path.join(root, folder))
                if os.path.isdir(folder):
                    self._renamed.setdefault(package, folder)
        self._package_roots = tuple(
            folder for folder in dict.fromkeys(folders) if os.path.isdir(folder)
        )

    def search_folders(self, importer: str | None = None) -> tuple[str, ...]:
        """Where an absolute import in ``importer`` is looked up, in order: the
        importer's package base (pytest's ``prepend`` mode), the package roots,
        the installed environment."""
        head = (package_base(importer),) if importer else ()
        return tuple(dict.fromkeys((*head, *self.package_roots, *environment_folders())))

    def owns(self, path: str) -> bool:
        return in_project(path, self.root)


def module_file_in(folder: str, dotted: str) -> str | None:
    """The file of module ``dotted`` under ``folder``: a module or a package."""
    base = os.path.join(folder, *dotted.split("."))
    for candidate in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.isfile(candidate):
            return candidate
    return None


_PROJECTS: dict[str, Project] = {}


def project_for(path_or_root: str, is_root: bool = False) -> Project:
    """The project a file belongs to (or the one rooted at ``path_or_root``)."""
    root = path_or_root if is_root else root_of(path_or_root)
    project = _PROJECTS.pop(root, None)
    if project is None:
        if len(_PROJECTS) >= _PROJECTS_KEPT:
            del _PROJECTS[next(iter(_PROJECTS))]  # the least recently asked for
        project = Project(root)
    _PROJECTS[root] = project
    return project


# --- the installed environment ----------------------------------------------------


@functools.cache
def _installed_folders() -> tuple[str, ...]:
    """The standard library's folders and the site-packages folders that exist."""
    import sysconfig  # only once a module is looked up: flake8's start does not need it

    paths = sysconfig.get_paths()
    folders = [paths["stdlib"], paths["platstdlib"]]
    folders.append(os.path.join(paths["platstdlib"], "lib-dynload"))
    folders += [paths["purelib"], paths["platlib"]]
    try:
        folders += site.getsitepackages()
    except AttributeError:  # an old virtualenv's site module
        pass
    if sys.prefix == sys.base_prefix:  # a venv leaves the user's site out
        folders.append(site.getusersitepackages())
    return tuple(
        os.path.abspath(folder) for folder in dict.fromkeys(folders) if os.path.isdir(folder)
    )


@functools.cache
def environment_folders() -> tuple[str, ...]:
    """The standard library, the site-packages folders and the folders their
    ``.pth`` files add: what any start of this interpreter can import from,
    whatever ``sys.path[0]`` or ``PYTHONPATH`` are."""
    found = []
    for folder in _installed_folders():
        found.append(folder)
        found += _pth_folders(folder)
    return tuple(dict.fromkeys(os.path.abspath(folder) for folder in found))


def _pth_folders(site_folder: str) -> list[str]:
    """The folders a site folder's ``.pth`` files list (their ``import`` lines
    are not run)."""
    found = []
    try:
        names = sorted(name for name in os.listdir(site_folder) if name.endswith(".pth"))
    except OSError:
        return found
    for name in names:
        try:
            with open(os.path.join(site_folder, name), encoding="utf-8") as handle:
                lines = handle.read().splitlines()
        except (OSError, UnicodeDecodeError):
            continue
        for line in lines:
            line = line.strip()
            if not line or line.startswith(("#", "import ", "import\t")):
                continue
            folder = os.path.join(site_folder, line)
            if os.path.isdir(folder):
                found.append(folder)
    return found


def in_standard_library(dotted: str) -> bool:
    """Whether a dotted name (``logging.getLogger``, ``os.path``) belongs to
    a module of the standard library, by its top-level package."""
    return dotted.partition(".")[0] in sys.stdlib_module_names


def in_environment(path: str) -> bool:
    """Whether a file belongs to the installed environment rather than a project."""
    path = os.path.abspath(path)
    parts = path.split(os.sep)
    if "site-packages" in parts or "dist-packages" in parts:
        return True
    return any(path.startswith(folder + os.sep) for folder in _installed_folders())


# --- package folders the packaging configuration declares ---------------------------


def declared_folders(root: str, renamed: dict[str, str] | None = None) -> list[str]:
    """Folders (relative to ``root``) that hold the project's packages, as its
    packaging configuration declares them. ``renamed``, when given, gets the
    top-level packages whose folder has another name (``package_dir =
    {"pkg": "."}``), each with its folder."""
    renamed = {} if renamed is None else renamed
    found: list[str] = []
    found += _pyproject_folders(os.path.join(root, "pyproject.toml"), renamed)
    found += _setup_cfg_folders(os.path.join(root, "setup.cfg"), renamed)
    found += _setup_py_folders(os.path.join(root, "setup.py"), renamed)
    return [folder for folder in dict.fromkeys(found) if folder and not os.path.isabs(folder)]


def _package_dir_folders(mapping, renamed: dict[str, str]) -> list[str]:
    """setuptools' ``package_dir``: ``{"": "lib"}`` puts every package in
    lib/; ``{"pkg": "lib/pkg"}`` puts pkg in lib/; ``{"pkg": "."}`` makes
    the folder itself the package (noted in ``renamed``)."""
    found = []
    if not isinstance(mapping, dict):
        return found
    for package, folder in mapping.items():
        if not isinstance(package, str) or not isinstance(folder, str):
            continue
        folder = folder.strip().strip("/") or "."
        if not package:
            found.append(folder)
        elif "." not in package and os.path.basename(folder) == package:
            found.append(os.path.dirname(folder) or ".")
        elif "." not in package:
            renamed.setdefault(package, folder)
    return found


def _where(value) -> list[str]:
    if isinstance(value, str):
        return [value.strip()] if value.strip() else []
    if isinstance(value, (list, tuple)):
        return [item.strip() for item in value if isinstance(item, str) and item.strip()]
    return []


def _pyproject_folders(path: str, renamed: dict[str, str]) -> list[str]:
    data = read_toml(
        path, (b"package-dir", b"where", b"packages", b"python-source"), tables=("tool",)
    )
    if data is None:
        return []
    tool = data.get("tool") if isinstance(data.get("tool"), dict) else {}
    found: list[str] = []
    setuptools = tool.get("setuptools") if isinstance(tool.get("setuptools"), dict) else {}
    found += _package_dir_folders(setuptools.get("package-dir"), renamed)
    packages = setuptools.get("packages")
    if isinstance(packages, dict) and isinstance(packages.get("find"), dict):
        found += _where(packages["find"].get("where"))
    hatch = _table(tool, "hatch", "build", "targets", "wheel")
    for package in hatch.get("packages", ()) if isinstance(hatch.get("packages"), list) else ():
        if isinstance(package, str) and "/" in package.strip("/"):
            found.append(os.path.dirname(package.strip("/")))
    poetry = tool.get("poetry") if isinstance(tool.get("poetry"), dict) else {}
    for package in poetry.get("packages", ()) if isinstance(poetry.get("packages"), list) else ():
        if isinstance(package, dict):
            found += _where(package.get("from"))
    pdm = _table(tool, "pdm", "build")
    found += _where(pdm.get("package-dir"))
    found += _where(_table(tool, "maturin").get("python-source"))
    return found


def _table(data: dict, *keys: str) -> dict:
    for key in keys:
        data = data.get(key) if isinstance(data, dict) else None
    return data if isinstance(data, dict) else {}


def _setup_cfg_folders(path: str, renamed: dict[str, str]) -> list[str]:
    parser = read_ini(path)
    if parser is None:
        return []
    found: list[str] = []
    if parser.has_option("options", "package_dir"):
        mapping = {}
        for line in parser.get("options", "package_dir").splitlines():
            package, equals, folder = line.partition("=")
            if equals:
                mapping[package.strip()] = folder.strip()
            elif line.strip():
                mapping[""] = line.strip()
        found += _package_dir_folders(mapping, renamed)
    if parser.has_option("options.packages.find", "where"):
        found += parser.get("options.packages.find", "where").split()
    return found


_FINDERS = frozenset({"find_packages", "find_namespace_packages"})


def _setup_py_folders(path: str, renamed: dict[str, str]) -> list[str]:
    """``package_dir={...}`` given to a call, and ``where`` given to
    ``find_packages``, read from setup.py's syntax (literals only; never run)."""
    found: list[str] = []
    for node in setup_py_calls(path):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        for keyword in node.keywords:
            if keyword.arg == "package_dir":
                found += _package_dir_folders(_literal(keyword.value), renamed)
            elif keyword.arg == "where" and name in _FINDERS:
                found += _where(_literal(keyword.value))
        if name in _FINDERS and node.args:
            found += _where(_literal(node.args[0]))
    return found


def _literal(node: ast.AST):
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
