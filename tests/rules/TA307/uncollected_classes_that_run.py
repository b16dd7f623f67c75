import abc
import unittest

from helpers import ProjectCase, register

__all__ = ["ExportedChecks"]


class BaseSuite:
    def test_shared(self):
        assert self.make().ok


class TestImpl(BaseSuite):
    def make(self):
        return make_cart()


class ChecksMixin:
    def test_mixed_in(self):
        self.assertTrue(self.make())


class MixedTests(ChecksMixin, unittest.TestCase):
    def make(self):
        return make_cart()


class ExportedChecks:
    def test_exported(self):
        assert make_cart()


class FactoryChecks:
    def test_built(self):
        assert make_cart()


TestFactory = build_test_class(FactoryChecks)


class CartCase(unittest.TestCase):
    def test_unittest_whatever_the_name(self):
        self.assertTrue(make_cart())


class ProjectChecks(ProjectCase):
    def test_project_base_may_be_a_testcase(self):
        self.assertTrue(make_cart())


class AbstractChecks(abc.ABC):
    def test_abstract(self):
        assert self.make()


class OptedIn:
    __test__ = True

    def test_collected_through_dunder_test(self):
        assert make_cart()


@register
class RegisteredChecks:
    def test_registered(self):
        assert make_cart()


class NoTests:
    def check(self):
        assert make_cart()


class WithMeta(metaclass=abc.ABCMeta):
    def test_meta(self):
        assert make_cart()
