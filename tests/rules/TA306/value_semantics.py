import collections
import dataclasses
import enum
import functools
import typing
from dataclasses import dataclass as dc

import attr
import attrs
import pydantic
from attrs import define, frozen


@dc
class Point:
    x: int
    y: int


@dataclasses.dataclass(frozen=True)
class FrozenPoint:
    x: int


@attrs.define
class Defined:
    x: int


@frozen
class Frozen:
    x: int


@define(slots=False)
class DefinedImported:
    x: int


@attr.s(auto_attribs=True)
class Legacy:
    x: int


@attr.dataclass
class AttrDataclass:
    x: int


class Pair(typing.NamedTuple):
    left: int
    right: int


Triple = collections.namedtuple("Triple", "a b c")


class Quad(collections.namedtuple("QuadBase", "a b c d")):
    pass


class Color(enum.Enum):
    RED = 1


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, other):
        return isinstance(other, Money) and other.cents == self.cents


class Euros(Money):
    pass


@functools.total_ordering
class Version:
    def __init__(self, number):
        self.number = number

    def __eq__(self, other):
        return self.number == other.number

    def __lt__(self, other):
        return self.number < other.number


class User(pydantic.BaseModel):
    name: str


class Pending:
    pass


def test_dataclasses():
    assert Point(1, 2) == Point(1, 2)
    assert FrozenPoint(1) != FrozenPoint(2)


def test_attrs_classes():
    assert Defined(1) == Defined(1)
    assert Frozen(1) == Frozen(1)
    assert DefinedImported(1) == DefinedImported(1)
    assert Legacy(1) == Legacy(1)
    assert AttrDataclass(1) == AttrDataclass(1)


def test_tuples():
    assert Pair(1, 2) == Pair(1, 2)
    assert Triple(1, 2, 3) == Triple(1, 2, 3)
    assert Quad(1, 2, 3, 4) == Quad(1, 2, 3, 4)


def test_enum(paint):
    assert paint() == Color.RED
    assert Color(1) == Color.RED


def test_own_and_inherited_eq():
    assert Money(5) == Money(5)
    assert Euros(5) == Euros(5)
    assert Version(1) == Version(1)


def test_unresolvable_base():
    assert User(name="a") == User(name="a")


def test_irrelevant_other_side(fetch):
    pending = Pending()
    assert fetch() != None  # noqa: E711
    assert pending != 1
    assert pending != "pending"
    assert str(pending) == "<Pending>"
    assert len([pending]) == 1


def test_same_expression_twice():
    pending = Pending()
    assert pending == pending
