"""The shared child-node table: every node ast.iter_child_nodes gives, but the
expression contexts and operators, in the same order."""

import ast

import pytest

from flake8_testarch.syntax import child_nodes

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
