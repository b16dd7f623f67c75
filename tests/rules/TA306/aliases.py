import dataclasses as dc
import unittest as ut
from dataclasses import dataclass as record

import attr as a
import pytest as pt


@dc.dataclass(eq=False)
class Job:
    name: str


@record(eq=False)
class Step:
    name: str


@a.s(eq=False)
class Task:
    name = a.ib()


@a.frozen
class Frozen:
    name: str


@record
class Record:
    name: str


class Base:
    pass


class Derived(Base):
    pass


def test_aliased_dataclass_eq_false():
    assert Job("a") == Job("a")  # TA306


def test_dataclass_imported_under_another_name():
    assert Step("a") != Step("b")  # TA306


def test_aliased_attrs_eq_false():
    assert Task("a") == Task("a")  # TA306


def test_aliased_value_classes():
    assert Frozen("a") == Frozen("a")
    assert Record("a") == Record("a")


def test_base_named_again_in_the_test():
    Base = Record  # noqa: N806, F841
    assert Derived() != Derived()  # TA306


@pt.fixture
def job():
    made = Job("a")
    assert made != Job("a")  # TA306
    return made


class JobCase(ut.TestCase):
    def test_aliased_testcase(self):
        self.assertNotEqual(Job("a"), Job("a"))  # TA306
