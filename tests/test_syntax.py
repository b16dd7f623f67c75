"""The shared child-node table: every node ast.iter_child_nodes gives, but the
expression contexts and operators, in the same order; and the childless types
the engine's walk does not go to unless a rule visits them."""

import ast

import pytest

from flake8_testarch.core.context import FileContext
from flake8_testarch.core.engine import Engine
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.core.settings import Settings
from flake8_testarch.syntax import child_nodes, childless_types, nfkc

pytestmark = pytest.mark.unit

SOURCE = '''\
@decorate(1)
async def f(a: int = 1, /, *b, c=None, **d) -> "x":
    global g
    async with lock as (x, y):
        yield {**e, 1: not -a}[0] + f"{x!r:>{w}}" if a < b <= c and d else [i async for i in z]
    del x.y
class C(B, metaclass=M):
    match p:
        case [1, *rest] if rest:
            pass
        case {"k": v, **others} | C(x=1):
            raise E from None
'''
_SINGLETONS = (ast.expr_context, ast.operator, ast.unaryop, ast.cmpop, ast.boolop)


@pytest.mark.parametrize(
    "node",
    [node for node in ast.walk(ast.parse(SOURCE)) if not isinstance(node, _SINGLETONS)],
    ids=lambda node: type(node).__name__,
)
def test_child_nodes_are_iter_child_nodes_without_contexts_and_operators(node):
    expected = [
        child for child in ast.iter_child_nodes(node) if not isinstance(child, _SINGLETONS)
    ]

    assert child_nodes(node) == expected


@pytest.mark.parametrize(
    "node",
    [node for node in ast.walk(ast.parse(SOURCE)) if type(node) in childless_types()],
    ids=lambda node: type(node).__name__,
)
def test_a_node_of_a_childless_type_has_no_children(node):
    children = [child for child in ast.iter_child_nodes(node) if not isinstance(child, _SINGLETONS)]

    assert children == []


def test_the_common_leaves_are_childless_types():
    assert {ast.Name, ast.Constant, ast.Pass, ast.alias} <= childless_types()


def test_a_rule_that_visits_a_childless_type_still_sees_every_one():
    def every_name(node, ctx):
        return [Hit(node, {"name": node.id})]

    rule = Rule(code="TA993", name="names", summary="", message="{name}",
                visitors={ast.Name: every_name})
    settings = Settings(enabled=frozenset({"TA993"}))
    ctx = FileContext(ast.parse(SOURCE), "tests/test_sample.py", SOURCE.splitlines(True), settings)
    expected = [node.id for node in ast.walk(ast.parse(SOURCE)) if isinstance(node, ast.Name)]

    found = [text.split(" ", 1)[1] for _line, _col, text in Engine([rule]).run(ctx)]
    assert sorted(found) == sorted(expected)


def test_an_identifier_is_read_nfkc_normalised_as_python_reads_it():
    assert nfkc("time.\uff53\uff4c\uff45\uff45\uff50") == "time.sleep"


def test_an_ascii_identifier_is_read_as_written():
    assert nfkc("Test_Sleep_1") == "Test_Sleep_1"


def test_given_for_reads_a_parameter_by_keyword_or_position():
    from flake8_testarch.syntax import given_for

    module = ast.parse(
        "def load(name, strict=False): pass\n"
        "class Store:\n"
        "    def load(self, name): pass\n"
        "load('a')\nload(strict=True, name='b')\nself.load('c')\nload(*names, 'd')\nload()\n"
    )
    function, method = module.body[0], module.body[1].body[0]
    calls = [statement.value for statement in module.body[2:]]
    given = [given_for(calls[0], function, "name"), given_for(calls[1], function, "name")]
    assert [value.value for value in given] == ["a", "b"]
    assert given_for(calls[2], method, "name").value == "c"
    assert given_for(calls[3], function, "strict") is None  # behind a *args
    assert given_for(calls[4], function, "name") is None
