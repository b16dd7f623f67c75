import abc
import unittest
from unittest import mock
from unittest.mock import ANY

import attr
import pytest
from dirty_equals import IsInstance
from somewhere import *  # noqa: F403
from somewhere import register, Meta, make_widget


class Plain:
    pass


@register
class Registered:
    pass


class WithMeta(metaclass=Meta):
    pass


class Abstract(abc.ABC):
    @abc.abstractmethod
    def run(self): ...


class FromStar(StarBase):  # noqa: F405
    pass


class Conditional:
    pass


def test_unknown_decorator_or_metaclass():
    assert Registered() == Registered()
    assert WithMeta() == WithMeta()


def test_star_imported_base():
    assert FromStar() == FromStar()


def test_matchers(mocker):
    assert Plain() == ANY
    assert Plain() == mock.ANY
    assert Plain() == mocker.ANY
    assert Plain() == IsInstance(Plain)
    assert Plain() == pytest.approx(Plain())


def test_parameters_and_attributes(fixture_point, other):
    assert fixture_point == other
    assert other.point == fixture_point


def test_one_side_unknown(fetch, eq_class):
    # The unknown side's __eq__ answers too: a test of an __eq__ does this on purpose.
    assert fetch() == Plain()
    assert eq_class(1, 2) != Plain()
    assert Plain() == fetch().child


def test_context_manager_value(fetch):
    with Plain() as entered:
        assert entered == fetch()


def test_rebound_name(flag, fetch):
    value = Plain()
    if flag:
        value = 3
    assert value == fetch()


def test_helper_that_may_return_none(fetch):
    def maybe():
        if fetch():
            return Plain()
        return None

    assert maybe() == fetch()


def test_method_results(client):
    assert client.get("/") == client.get("/")


def test_unresolvable_factory():
    assert make_widget() == make_widget()


class Case(unittest.TestCase):
    def test_not_an_equality_method(self):
        self.assertIs(Plain(), Plain())
        self.assertIsNot(Plain(), Plain())

    def test_other_receiver(self, helper=None):
        helper.assertEqual(Plain(), Plain())


class Singleton:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance


class Config(Singleton):
    pass


class FakeClient(mock.MagicMock):
    pass


@attr.s(eq=True, **OPTIONS)  # noqa: F405
class Options:
    pass


@attr.s(**OPTIONS)  # noqa: F405
class MaybeOptions:
    pass


def test_instances_from_a_new_may_be_shared():
    assert Singleton() == Singleton()
    assert Config() == Config()


def test_mock_subclass_sets_up_comparisons_at_run_time():
    assert FakeClient() == FakeClient()


def test_attrs_options_from_a_mapping():
    assert Options() == Options()
    assert MaybeOptions() == MaybeOptions()
