import string
import uuid

from shapes_app.shapes import Handle, Shape, make_handle, make_shape
from shapes_app import shapes


class Square(Shape):
    pass


class Identifier(uuid.UUID):
    pass


class NamedHandle(Handle):
    pass


class Layout(string.Template):
    pass


def test_bases_with_eq_in_other_modules():
    assert Square() == Square()
    assert Identifier(int=1) == Identifier(int=1)


def test_project_classes_with_eq():
    assert Shape() == Shape()
    assert make_shape() == shapes.Shape()


def test_project_class_without_eq():
    assert Handle("a") == Handle("a")  # TA306


def test_project_factory_without_eq():
    handle = make_handle("a")
    assert Handle("a") != handle  # TA306


def test_two_factory_results_read_from_the_factory_source():
    handle = make_handle("a")
    assert handle != make_handle("a")  # TA306


def test_project_module_attribute():
    assert shapes.Handle("a") == Handle("a")  # TA306


def test_local_subclass_of_a_project_class_without_eq():
    assert NamedHandle("a") == NamedHandle("a")  # TA306


def test_local_subclass_of_a_stdlib_class_without_eq():
    assert Layout("$a") == Layout("$a")  # TA306


def test_project_instance_against_unknown(fetch):
    assert fetch() == Handle("a")


def test_stdlib_class_itself_is_not_reported():
    assert string.Template("$a") == string.Template("$a")
