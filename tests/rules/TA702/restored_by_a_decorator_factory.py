# A decorator (or a factory of one) of the project whose wrapper runs the
# test inside a context manager that moves back to the old directory
# (a method of an instance it makes) puts the working directory back; one
# whose manager moves nowhere back does not.
import os

from tests.helpers import beside_a_sandbox, in_a_sandbox, with_a_sandbox


@in_a_sandbox(name="shop")
def test_build_in_a_subfolder(name):
    os.mkdir("sub")
    os.chdir("sub")
    assert os.getcwd().endswith("sub")


@with_a_sandbox
def test_build_in_another_subfolder():
    os.mkdir("other")
    os.chdir("other")
    assert os.getcwd().endswith("other")


@beside_a_sandbox(name="shop")
def test_build_beside_the_sandbox(name, tmp_path):
    os.chdir(tmp_path)  # TA702
    assert os.getcwd() == str(tmp_path)
