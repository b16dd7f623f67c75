"""Where a patch target comes from (TA602): the standard library (a function,
a class, a module, a builtin, a method a project class inherits from it) or
an installed library the project does not hold. Their interfaces are not
the project's, so they do not drift with it."""

from __future__ import annotations

import ast
import builtins

from flake8_testarch.project.classes import ancestors
from flake8_testarch.project.dependencies import normalised
from flake8_testarch.project.modules import (
    find_assignment,
    find_definition,
    find_module,
    project_module_folder,
)
from flake8_testarch.project.reexports import canonical, imported_optionally, imports_optionally
from flake8_testarch.project.roots import in_environment, in_standard_library, project_for
from flake8_testarch.semantic.attributes import attribute_values
from flake8_testarch.syntax import attribute_chain, own_method


def library_class(target: str, ctx) -> bool:
    """A class (a CapWords name) of an installed library, not of the
    project (``urllib3.PoolManager``): given another object to build, its
    mock shapes nothing of the project's own."""
    attribute = target.rpartition(".")[2]
    return (
        attribute[:1].isupper() and not attribute.isupper()
        and ctx.project_definition_named(canonical(target, ctx.filename)) is None
        and ctx.project_definition_named(target) is None
    )


def installed_library_class(target: str, ctx) -> bool:
    """A class (a CapWords name) that comes from an installed library, not
    from the project, wherever the target names it (``app.sender.requests.
    Session`` is ``requests.Session``)."""
    attribute = target.rpartition(".")[2]
    return attribute[:1].isupper() and not attribute.isupper() and _a_library(target, ctx)


def outside_function(target: str, ctx) -> bool:
    """A function (a lowercase name) of the standard library or of an
    installed library, not of the project (``oauthlib.common.generate_nonce``):
    stubbed to return or raise, it has no contract of the project's own to
    drift from."""
    attribute = target.rpartition(".")[2].lstrip("_")
    return attribute[:1].islower() and (
        stdlib_function(target, ctx) or _a_library(target, ctx)
    )


def _a_library(target: str, ctx) -> bool:
    """The target comes from a library, not a package of the project: found
    in the environment, a runtime dependency the project declares, or one
    the project imports under ``except ImportError`` (optional, maybe not
    installed), or a package found nowhere while the file's imports of the
    project are found. A name the linter cannot place at all is taken for
    the project's."""
    source = canonical(target, ctx.filename)
    top = source.partition(".")[0]
    if project_module_folder(top, ctx.filename) is not None:
        return False
    if normalised(top) in project_for(ctx.filename).dependencies:
        return True
    found = find_module(top, ctx.filename)
    if found is not None and in_environment(found):
        return True
    if found is None and imports_optionally(ctx.tree, source):
        return True  # the test file itself takes it as optional
    if found is None and _places_the_projects_imports(ctx):
        # Found nowhere, while the file's imports of the project are found: a
        # library this environment lacks (``django.contrib.messages``), not
        # a module of the project.
        return True
    return source != target and imported_optionally(target, ctx.filename)


def _places_the_projects_imports(ctx) -> bool:
    """Some absolute import of the file (at its top or in a function) names
    a package of the project (read once per file)."""
    found = ctx.scratch.get(_PLACES)
    if found is None:
        imports = ctx.nodes_of(ast.Import, ast.ImportFrom)
        tops = {
            alias.name.partition(".")[0] for statement in imports
            if type(statement) is ast.Import for alias in statement.names
        } | {
            statement.module.partition(".")[0] for statement in imports
            if type(statement) is ast.ImportFrom and not statement.level and statement.module
        }
        found = ctx.scratch[_PLACES] = any(
            project_module_folder(top, ctx.filename) is not None for top in tops
        )
    return found


_PLACES = "TA602 project imports placed"  # ctx.scratch key


def stdlib_function(target: str, ctx, classes: bool = False) -> bool:
    """A function of the standard library, by its lowercase name in a
    standard module (``pkg.client.gethostname`` where pkg/client.py
    imported it from ``socket`` counts, and so does a module's alias of a
    builtin, ``input_ = input``, or of a standard function,
    ``currentTime = time.perf_counter``, or a builtin it uses unbound,
    ``pkg.ssh.open``); with ``classes``, a class or module too
    (``ssl.SSLContext``, ``pkg.response.mimetypes``)."""
    target = canonical(target, ctx.filename)
    if "." not in target:
        # A project module's import of a standard module (`pkg.response.mimetypes`).
        return classes and in_standard_library(target)
    root, _, attribute = target.rpartition(".")
    if not (classes or attribute.lstrip("_")[:1].islower()):  # `__import__` too
        return False
    if in_standard_library(root):
        return True
    if _inherited_from_the_standard_library(root, attribute, ctx):
        return True
    aliased = find_assignment(target, ctx.filename)
    if aliased is None and hasattr(builtins, attribute):
        # `patch("pkg.ssh.open")`: a builtin the module uses without
        # binding the name itself (patch allows that for builtins); not a
        # method of an object named like one (`Model.objects.filter`).
        return find_definition(target, ctx.filename) is None and (
            find_module(root, ctx.filename) is not None
        )
    if aliased is not None and type(aliased[1]) is ast.Attribute:
        # `currentTime = time.perf_counter`: the module's name for a
        # standard function.
        resolved = aliased[0].imports.resolve(aliased[1])
        return resolved is not None and "." in resolved and in_standard_library(resolved)
    if aliased is None or type(aliased[1]) is not ast.Name:
        return False
    name = aliased[1].id
    resolved = aliased[0].imports.resolve(aliased[1])
    if resolved in (None, name):
        return hasattr(builtins, name)
    return in_standard_library(resolved)


def _inherited_from_the_standard_library(owner: str, attribute: str, ctx) -> bool:
    """``pkg.log.Adapter.debug`` where the project's class ``Adapter``
    defines no ``debug`` of its own, nor do its project bases, and a base
    from the standard library does (``logging.LoggerAdapter``): the method
    is Python's own."""
    found = find_definition(owner, ctx.filename)
    if found is None or type(found[1]) is not ast.ClassDef:
        return False
    module, cls = found
    if own_method(cls, attribute) is not None:
        return False
    for base in ancestors(cls, module):
        if base.name and in_standard_library(base.name.partition(".")[0]):
            return True
        if base.cls is not None and own_method(base.cls, attribute) is not None:
            return False
    return False


def holds_a_library_object(target: str, ctx) -> bool:
    """An attribute of a project class that its own methods set only to an
    object of the standard library or an installed library
    (``self.session = requests.Session()``, maybe also to one handed in):
    patched whole, it stands in for that library's object. Read once per
    target and file: every mock of a test asks about the patches near it."""
    known = ctx.scratch.setdefault(_LIBRARY_OBJECTS, {})
    if target not in known:
        known[target] = _holds_a_library_object(target, ctx)
    return known[target]


_LIBRARY_OBJECTS = "TA602 library objects held"  # ctx.scratch key


def _holds_a_library_object(target: str, ctx) -> bool:
    owner, _, attribute = target.rpartition(".")
    found = ctx.project_definition_named(owner) if owner else None
    if found is None or type(found[1]) is not ast.ClassDef:
        return False
    module, cls = found
    built = [value for value in attribute_values(attribute, cls) if type(value) is ast.Call]
    makers = [_maker(call, module) for call in built]
    return bool(makers) and all(
        maker and (in_standard_library(maker) or _a_library(maker, ctx)) for maker in makers
    )


def _maker(call: ast.Call, module) -> str | None:
    """What a call that builds an object is, as a dotted name; for
    ``typing.cast(DatagramTransport, transport)``, the type it names."""
    made = module.imports.resolve(call.func)
    if made == "typing.cast" and call.args:
        return module.imports.resolve(call.args[0])
    return made


def made_by_a_library(owner: ast.AST | None, ctx) -> str | None:
    """What a patched owner is when the test built it with a call of the
    standard library or of an installed library (``client =
    SmsClient(api_key="k")``, then ``patch.object(client.http, "send")``):
    the call's dotted name with the attributes after it
    (``smsgate.SmsClient.http``), so the owner is judged as that library's
    object. None when the name is bound more than once where it is read,
    or to anything else."""
    root, attributes = attribute_chain(owner) if owner is not None else (None, [])
    if root is None:
        return None
    if root.id == "self" and attributes:
        return _kept_on_self(root, attributes, ctx)
    binding, scope = ctx.semantic.binding_at(root)
    if (
        binding is None or binding.kind != "value"
        or type(binding.node) not in (ast.Assign, ast.AnnAssign)
        or type(binding.value) is not ast.Call
        or len(ctx.semantic.table(scope)[root.id]) != 1
    ):
        return None
    maker = ctx.semantic.resolve(binding.value.func, scope)
    if not maker or "." not in maker:
        return None
    if not _outside_the_project(maker, ctx):
        return _held_by_a_project_object(maker, attributes, ctx)
    return ".".join([maker, *attributes])


def _outside_the_project(name: str | None, ctx) -> bool:
    """A dotted name of the standard library or of an installed library."""
    return bool(name) and "." in name and (
        in_standard_library(name.partition(".")[0]) or _a_library(name, ctx)
    )


def _kept_on_self(root: ast.Name, attributes: list[str], ctx) -> str | None:
    """``self.policy``, which the class sets only to a library's call
    (``self.policy = AuthTktAuthenticationPolicy("secret")`` in ``setUp``):
    that library's object."""
    values = ctx.semantic.values_on_self(attributes[0], root)
    made = values[0] if len(values) == 1 else None
    maker = ctx.resolve(made.func) if type(made) is ast.Call else None
    return ".".join([maker, *attributes[1:]]) if _outside_the_project(maker, ctx) else None


def _held_by_a_project_object(maker: str, attributes: list[str], ctx) -> str | None:
    """``vault = Vault()``, then ``patch.object(vault._guard, "wait_for")``,
    where the project's class sets ``self._guard = asyncio.Condition()``:
    the owner is that library's object (``asyncio.Condition``). None unless
    every value the class gives the attribute is built by one library call."""
    found = ctx.project_definition_named(maker) if attributes else None
    if found is None or type(found[1]) is not ast.ClassDef:
        return None
    module, cls = found
    makers = {
        module.imports.resolve(value.func) if type(value) is ast.Call else None
        for value in attribute_values(attributes[0], cls)
    }
    (held,) = makers if len(makers) == 1 else (None,)
    return ".".join([held, *attributes[1:]]) if _outside_the_project(held, ctx) else None
