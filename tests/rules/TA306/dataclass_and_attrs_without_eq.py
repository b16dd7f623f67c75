import dataclasses
from dataclasses import dataclass

import attr
import attrs


@dataclass(eq=False)
class Job:
    name: str


@dataclasses.dataclass(frozen=True, eq=False)
class Frozen:
    name: str


@attrs.define(eq=False)
class Task:
    name: str


@attr.s(cmp=False)
class Legacy:
    name = attr.ib()


@dataclass(eq=False)
class Child(Job):
    pass


def test_dataclass_eq_false():
    assert Job("a") == Job("a")  # TA306


def test_dataclasses_module_eq_false():
    assert Frozen("a") != Frozen("b")  # TA306


def test_attrs_eq_false():
    assert Task("a") == Task("a")  # TA306


def test_attr_s_cmp_false():
    assert Legacy("a") == Legacy("a")  # TA306


def test_subclass_of_eq_false_dataclass():
    assert Child("a") == Child("a")  # TA306
