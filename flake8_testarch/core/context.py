"""Per-file facts shared by every rule.

Is this a test file; which classes and functions pytest or unittest would
collect; which functions are fixtures, xunit hooks or helpers; what imported
names stand for; which definitions enclose the node being visited; comments;
and the file's astroid module, built only when a rule asks for inference.
"""

from __future__ import annotations

import ast
import bisect
import functools
import io
import itertools
import tokenize

from flake8_testarch.project.classes import method_through_bases
from flake8_testarch.project.inference import Inference
from flake8_testarch.semantic.model import Scope, SemanticModel
from flake8_testarch.suite.collection import FUNCTION_TYPES, Collection, Role
from flake8_testarch.suite.suite_scope import SuiteScope, suite_scope
from flake8_testarch.project.modules import ModuleView, find_definition, star_imported_name
from flake8_testarch.project.reexports import canonical
from flake8_testarch.project.roots import project_only
from flake8_testarch.core.settings import Settings
from flake8_testarch.syntax import own_method, walk_local

SCOPE_TYPES = (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_DEFINITION_TYPES = (ast.ClassDef, *FUNCTION_TYPES)


class FileContext:
    """What rules know about the file being linted and the node being visited."""

    def __init__(self, tree: ast.Module, filename: str, lines: list[str], settings: Settings):
        self.tree = tree
        self.filename = filename
        self.lines = lines
        self.settings = settings
        self.layout = settings.layout_for(filename)
        self.is_test_file = self.layout.is_test_file(filename)
        self._text: str | None = None
        self.semantic = SemanticModel(
            tree,
            expressions_bind=":=" in self.text,
            lines=lines,
            star_names=functools.partial(star_imported_name, importer=filename),
            reexported=functools.partial(canonical, importer=filename),
        )
        # What names stand for, read the way an import map is read.
        self.imports = self.semantic
        # Maintained by the engine: the definitions enclosing the visited node,
        # and their scopes in the semantic model.
        self.scopes: list[ast.AST] = []
        self._scope_chain: list[Scope] = [self.semantic.module]
        # Filled by the engine's walk: for each name bound by an import alias or
        # an assignment met so far (and at the module's top level), the last
        # name of what it may stand for (``nap`` -> ``sleep`` after ``from
        # time import sleep as nap``). A filter, not an answer: ``resolve``
        # tells what a name stands for.
        self.callee_aliases: dict[str, str] = {}
        # The outermost test among the scopes, kept as scopes come and go.
        self._current_test: ast.AST | None = None
        # Which classes and functions are tests, fixtures, hooks; their marks.
        self.collection = Collection(
            tree, filename, self.layout, self.semantic, lambda: self.module
        )
        self._comments: dict[int, str] | None = None
        self._inference: Inference | None = None
        # Per-file working state of rules that gather facts across the walk,
        # keyed by rule code: ``ctx.scratch.setdefault(RULE.code, ...)``.
        self.scratch: dict[str, object] = {}
        self._project_definitions: dict[str, object] = {}
        self._suite_scope: SuiteScope | None = None
        self._module: ModuleView | None = None
        self._line_starts: list[int] | None = None
        self._local_nodes: dict[ast.AST, list[ast.AST]] = {}

    @property
    def module(self) -> ModuleView:
        """The linted file as a ModuleView, one per file, for analyses that read
        the linted file as they read the modules it imports."""
        if self._module is None:
            self._module = ModuleView(path=self.filename, tree=self.tree, imports=self.imports)
            self._module.memo[SemanticModel] = self.semantic
        return self._module

    @property
    def text(self) -> str:
        """The file's source as one string, joined once for every rule's text
        pre-checks."""
        if self._text is None:
            self._text = "".join(self.lines)
        return self._text

    def line_starts(self) -> list[int]:
        """Where each line starts in ``text`` (line n at index n - 1), then the
        text's length."""
        starts = self._line_starts
        if starts is None:
            starts = self._line_starts = [0, *itertools.accumulate(map(len, self.lines))]
        return starts

    def line_of(self, offset: int) -> int:
        """The line (1-based) holding the character at ``offset`` in ``text``."""
        return bisect.bisect_right(self.line_starts(), offset)

    def close(self) -> None:
        """Drop the state rules kept for the file (``scratch``, the module's
        ``memo``). That state points back at the context and the tree, so
        until it is dropped the file's whole tree lives on, in reference
        cycles, to the garbage collector's next full pass; every file then
        adds its tree to what each later collection walks."""
        self.scratch.clear()
        self._local_nodes.clear()
        self._project_definitions.clear()
        self.semantic.close()
        self.collection.close()
        self._scope_chain.clear()
        if self._module is not None:
            self._module.memo.clear()
            self._module = None

    # --- nodes -------------------------------------------------------------
    def nodes_of(self, *types: type) -> list[ast.AST]:
        """Every node of the file of these types, for questions about the whole
        file: one walk, sorted by type, serves every rule that asks."""
        return self.semantic.nodes.of(*types)

    def nodes_within(self, node_type: type, definition: ast.AST) -> list[ast.AST]:
        """The nodes of a type a definition holds, nested code included, in
        source order, found by place in the file's node index (see
        ``NodeIndex.within``), not by walking the definition."""
        return self.semantic.nodes.within(node_type, definition)

    def local_nodes(self, function: ast.AST) -> list[ast.AST]:
        """``function`` and every node in it, nested definitions not entered
        (``syntax.walk_local``), listed once per file: several rules read
        each test whole."""
        found = self._local_nodes.get(function)
        if found is None:
            found = self._local_nodes[function] = list(walk_local(function))
        return found

    # --- names -------------------------------------------------------------
    @property
    def scope(self) -> Scope:
        """The semantic scope of the node being visited (the module after the walk)."""
        return self._scope_chain[-1]

    def resolve(self, node: ast.AST) -> str | None:
        """The dotted name ``node`` stands for where it is written (see
        ``semantic.model``), or None."""
        return self.semantic.resolve(node, self._scope_chain[-1])

    def project_definition(self, expression: ast.AST):
        """(module, definition) of what an expression names in a project
        module, read from disk, never imported; None when it is not the
        project's. Looked up once per name and file."""
        name = self.resolve(expression)
        return self.project_definition_named(name) if name else None

    def project_definition_named(self, name: str):
        """``project_definition`` of a dotted name."""
        found = self._project_definitions.get(name, self)
        if found is self:
            found = find_definition(name, self.filename, project_only(self.filename))
            owner_name, _, member = name.rpartition(".")
            if found is None and owner_name.count(".") >= 1:
                # ``pkg.mod.API.timeout``: a method of a project class.
                owner = self.project_definition_named(owner_name)
                if owner is not None and type(owner[1]) is ast.ClassDef:
                    method = own_method(owner[1], member)
                    found = (owner[0], method) if method is not None else None
            self._project_definitions[name] = found
        return found

    def callee_definition(self, func: ast.AST) -> ast.AST | None:
        """The ``def`` or ``class`` a call goes to, in this file (see the
        semantic model's ``called_definition``) or else in a project module;
        None when neither says."""
        definition = self.semantic.called_definition(func, self.scope)
        if definition is None:
            found = self.project_definition(func) or self.method_of_an_instance(func)
            definition = found[1] if found is not None else None
        return definition

    def method_of_an_instance(self, func: ast.AST):
        """(module, method) for ``board.blink`` where ``board =
        LEDBoard(...)`` (or ``with LEDBoard(...) as board``) makes an
        instance of a project class, the method its own or its nearest
        project base's; None otherwise."""
        if type(func) is not ast.Attribute or type(func.value) is not ast.Name:
            return None
        binding, _scope = self.semantic.binding_at(func.value, self.scope)
        if binding is None or binding.kind != "value" or type(binding.value) is not ast.Call:
            return None
        made = self.project_definition(binding.value.func)
        if made is None or type(made[1]) is not ast.ClassDef:
            return None
        return method_through_bases(made[1], made[0], func.attr, project_only(self.filename))

    def positional_parameters(self, call: ast.Call) -> list[str]:
        """The names of the parameters a call's positional arguments go to,
        read from the definition of the callee in this file or the project
        (a class's own ``__init__``, ``self`` left out); [] when it cannot
        be read."""
        definition = self.callee_definition(call.func)
        bound = type(definition) is ast.ClassDef or type(call.func) is ast.Attribute
        if type(definition) is ast.ClassDef:
            definition = own_method(definition, "__init__")
        if type(definition) not in FUNCTION_TYPES:
            return []
        arguments = definition.args
        names = [argument.arg for argument in (*arguments.posonlyargs, *arguments.args)]
        # ``obj.method(...)``, ``Class(...)``: the first parameter is the object.
        return names[1:] if bound and names[:1] in (["self"], ["cls"]) else names

    def made_by_the_code_under_test(self, expression: ast.AST, depth: int = 0) -> bool:
        """Whether an expression is an instance of a class of the project's
        own code, not of its tests: a call of it (``Selector()``), a name
        bound to one (``net = Selector(); net``, or ``with pool as
        running``: what entering the project's object gives is its own),
        or a parameter annotated with it (``scheduler: Scheduler``, as a
        fixture hands it over)."""
        made = expression
        if type(expression) is ast.Name:
            binding, _scope = self.semantic.binding_at(expression)
            bound_by = type(binding.node) if binding is not None else None
            if binding is not None and binding.kind == "parameter":
                made = binding.value
            elif bound_by in (ast.With, ast.AsyncWith) and binding.value is not None:
                return depth < 2 and self.made_by_the_code_under_test(binding.value, depth + 1)
            else:
                made = binding.assigned if binding is not None else None
        called = type(made) is ast.Call
        if called:
            made = made.func
        elif type(made) not in (ast.Name, ast.Attribute) or made is expression:
            return False
        found = self._code_under_test_definition(made)
        if called and type(found) in FUNCTION_TYPES and type(made) is ast.Attribute:
            # `Event.sequence(items)`: a class's own factory makes its object.
            found = self._code_under_test_definition(made.value)
        return found is not None and type(found) is ast.ClassDef

    def defined_by_the_code_under_test(self, expression: ast.AST) -> bool:
        """Whether a name or attribute, or the callee of a call
        (``alru_cache()``, ``builder[int]()``), is a function or class of the
        project's own code, not of its tests."""
        if type(expression) is ast.Call:
            expression = expression.func
        if type(expression) is ast.Subscript:
            expression = expression.value  # a generic made concrete, ``builder[int]()``
        if type(expression) not in (ast.Name, ast.Attribute):
            return False
        return self._code_under_test_definition(expression) is not None

    def _code_under_test_definition(self, expression: ast.AST):
        """The definition a name or attribute stands for, when it is in the
        project's own code and not in its tests; else None."""
        name = self.semantic.resolve(expression)
        found = self.project_definition_named(name) if name else None
        if found is None and name is None and type(expression) is ast.Name:
            found = self._star_imported_definition(expression)
        if found is None:
            return None
        if self._suite_scope is None:
            self._suite_scope = suite_scope(self.filename, self.layout)
        return None if self._suite_scope.is_test_code(found[0].path) else found[1]

    def _star_imported_definition(self, name: ast.Name):
        """What a name no code of the file binds stands for in the modules
        the file star-imports (``from pkg import *`` then ``@timeout(1)``)."""
        if self.semantic.binding_at(name)[0] is not None:
            return None
        for module in self.semantic.star_modules:
            found = self.project_definition_named(f"{module}.{name.id}")
            if found is not None:
                return found
        return None

    def may_name(self, expression: ast.AST, last_names) -> bool:
        """Whether an expression may stand for something whose last name is
        one of ``last_names``: an attribute of that name, a plain name that
        is one, or a name the walk has seen bound to one so far
        (``callee_aliases``). A cheap filter before ``resolve``."""
        kind = type(expression)
        if kind is ast.Attribute:
            return expression.attr in last_names
        if kind is ast.Name:
            name = expression.id
            return name in last_names or self.callee_aliases.get(name) in last_names
        return False

    def call_name(self, call: ast.Call) -> str | None:
        return self.semantic.resolve(call.func, self._scope_chain[-1])

    def callee(self, call: ast.Call) -> ast.AST:
        """What a call calls once local aliases are followed (``eq(a, b)``
        after ``eq = self.assertEqual`` calls ``self.assertEqual``)."""
        return self.semantic.callee(call.func, self._scope_chain[-1])

    # --- scopes and the test model -----------------------------------------
    def enter(self, node: ast.AST) -> None:
        if isinstance(node, _DEFINITION_TYPES):
            # classify() keeps what a visitor already asked (same parent scope).
            role = self.classify(node)
            if role is Role.TEST and self._current_test is None:
                self._current_test = node
        self.scopes.append(node)
        self._scope_chain.append(self.semantic.scope_of(node, self._scope_chain[-1]))

    def leave(self) -> None:
        self._scope_chain.pop()
        if self.scopes.pop() is self._current_test:
            self._current_test = None

    def enter_comprehension(self, node: ast.AST) -> None:
        """A comprehension is a scope of names, not a definition: only the
        semantic scope chain changes."""
        self._scope_chain.append(self.semantic.scope_of(node, self._scope_chain[-1]))

    def leave_comprehension(self) -> None:
        self._scope_chain.pop()

    def _parent_scope(self) -> ast.AST | None:
        return self.scopes[-1] if self.scopes else None

    def is_fixture(self, node: ast.AST) -> bool:
        return self.collection.is_fixture(node)

    def mark_name(self, expression: ast.AST) -> str | None:
        """``pytest.mark.slow`` / ``@mark.slow(...)`` -> ``slow``; None for other expressions."""
        return self.collection.mark_name(expression)

    def marks_of(self, function: ast.AST) -> set[str]:
        """The pytest marks that apply to a function already entered by the walk
        (see ``Collection.marks_of``)."""
        return self.collection.marks_of(function, self.scopes)

    def classify(self, node: ast.AST):
        """What a definition being visited (not yet entered) will be: the Role of
        a function, or the test-class kind ('unittest', 'pytest', 'mixin',
        None) of a class."""
        if isinstance(node, ast.ClassDef):
            return self.collection.class_kind(node, self._parent_scope())
        return self.collection.role(node, self._parent_scope())

    def collected_tests(self) -> list[tuple[ast.AST, tuple[ast.ClassDef, ...]]]:
        """Every test of the file with its enclosing test classes (outermost
        first), in source order; usable before the walk (from ``visit_Module``)."""
        return self.collection.collected_tests()

    def role(self, node: ast.AST) -> Role | None:
        """The role of a function already entered by the walk."""
        return self.collection.known_role(node)

    def test_class_kind(self, node: ast.ClassDef) -> str | None:
        return self.collection.known_class_kind(node)

    def in_unittest_case(self) -> bool:
        """Whether the visited node is in a class whose methods unittest runs,
        itself or through its ``TestCase`` subclasses (they get no pytest
        fixtures or marks)."""
        return any(
            type(scope) is ast.ClassDef and self.collection.runs_under_unittest(scope)
            for scope in self.scopes
        )

    @property
    def current_function(self) -> ast.AST | None:
        for scope in reversed(self.scopes):
            if isinstance(scope, FUNCTION_TYPES):
                return scope
        return None

    @property
    def outermost_function(self) -> ast.AST | None:
        """The function at the top of the visited node's definitions (the
        test a nested helper belongs to), or None at module or class level."""
        for scope in self.scopes:
            if isinstance(scope, FUNCTION_TYPES):
                return scope
        return None

    @property
    def current_test(self) -> ast.AST | None:
        """The collected test whose body (nested definitions included) holds the node."""
        return self._current_test

    # --- comments ------------------------------------------------------------
    def comment(self, line_number: int) -> str | None:
        """The comment on a physical line (1-based), without the ``#``."""
        if self._comments is None:
            self._comments = {}
            try:
                readline = io.StringIO("".join(self.lines)).readline
                for token in tokenize.generate_tokens(readline):
                    if token.type == tokenize.COMMENT:
                        self._comments[token.start[0]] = token.string[1:]
            except (tokenize.TokenError, SyntaxError, IndentationError):
                pass
        return self._comments.get(line_number)

    # --- inference -------------------------------------------------------------
    def focus_inference(self, nodes) -> None:
        """Tell inference which places it will be asked about, before it is built.

        Tests and test classes that hold none of these places are left out of
        the astroid module (their lines blanked, so positions do not move):
        nothing is inferred through another test, and big suites are mostly
        tests. Imports, helpers and other classes stay.
        """
        lines = sorted({node.lineno for node in nodes})
        blank: set[int] = set()
        kept: set[int] = set()
        for statement in self.tree.body:
            decorators = getattr(statement, "decorator_list", ())
            first = min([statement.lineno, *(decorator.lineno for decorator in decorators)])
            last = statement.end_lineno or statement.lineno
            span = range(first, last + 1)
            is_test = (
                self.collection.known_role(statement) is Role.TEST
                or self.collection.known_class_kind(statement)
            )
            at = bisect.bisect_left(lines, first)
            holds_focus = at < len(lines) and lines[at] <= last
            (blank if is_test and not holds_focus else kept).update(span)
        self.inference.blank_lines(blank - kept)

    @property
    def inference(self) -> Inference:
        if self._inference is None:
            self._inference = Inference(
                lines=self.lines,
                filename=self.filename,
                budget_steps=self.settings.values.get("testarch_inference_budget", 2000),
            )
        return self._inference
